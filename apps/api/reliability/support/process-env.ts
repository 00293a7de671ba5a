import { TEST_FORM_TOKEN_SECRET, type TestApp } from '../../test/support/test-app';

/**
 * The environment of api and worker processes that share a test app's database, Redis prefix, mail sink and
 * secrets: the replicas of one deployment. `extra` adds or overrides variables (RUN_WORKERS, SHUTDOWN_GRACE_MS).
 */
export function replicaEnv(t: TestApp, extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: t.config.database.url,
    DATABASE_POOL_MAX: '5',
    REDIS_URL: t.config.redis.url,
    QUEUE_PREFIX: t.config.queuePrefix,
    SMTP_URL: t.config.mail.smtpUrl,
    MAIL_FROM: 'Harman Kahve <no-reply@harman.test>',
    APP_BASE_URL: t.config.appBaseUrl,
    AUTH_JWT_SECRET: t.config.auth.jwtSecret,
    AUTH_ENCRYPTION_KEY: t.config.auth.encryptionKey.toString('base64'),
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'silent',
    ...extra,
  };
}
