import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { toAuthConfig, type AuthConfig } from './auth-env.schema';
import { envSchema, type Env } from './env.schema';

/** The validated configuration every part of the api reads; nothing else touches `process.env`. */
export interface AppConfig {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  database: { url: string; poolMax: number };
  redis: { url: string };
  queuePrefix: string;
  mail: { smtpUrl: string; from: string; staffEmail: string };
  appBaseUrl: string;
  /** What the deploy tooling must present; null when none is configured: then every deploy call is refused. */
  platformDeployToken: string | null;
  runWorkers: boolean;
  /** How long a worker's blocking Redis client may be other than ready before health reports it (R5). */
  workerUnreadyLimitMs: number;
  /** After SIGTERM: the time to finish in-flight requests and jobs before exiting regardless (below Kubernetes' grace). */
  shutdownGraceMs: number;
  logLevel: Env['LOG_LEVEL'];
  /** JSON lines unless asked otherwise; readable lines by default in development at a terminal, outside CI. */
  logFormat: 'json' | 'pretty';
  trustProxy: boolean | number | string[];
  /** With a list of proxies: how many of them in a row may name the client (X-Forwarded-For entries read). */
  trustProxyHops: number;
  docsEnabled: boolean;
  /**
   * The public forms: anti-forgery signing key, where CVs are kept, the external ordering page of /menu, and the
   * burst guard's requests per address and minute (null: its default, FORM_REQUEST_BURST).
   */
  forms: { tokenSecret: string; cvStorageDir: string; menuOrderingUrl: string; requestsPerMinute: number | null };
  /** Accounts and sessions: token secrets, timeouts, cookie flags, argon2 parameters (auth-env.schema.ts). */
  auth: AuthConfig;
  /** Checkout and orders: how long an unpaid bank transfer waits. */
  orders: { bankTransferExpiryHours: number };
  /** When a canary is rolled back by itself (releases-health.ts). */
  releases: { rollbackMargin: number; rollbackMinLoads: number; healthWindowMinutes: number; reportedLoadsPerMinute: number };
}

/** `<repository>/.data/cv` (git-ignored), the same folder from `src` (tests) and `dist` (runtime). */
const DEFAULT_CV_STORAGE_DIR = join(__dirname, '..', '..', '..', '..', '.data', 'cv');

/** Injection token of the `AppConfig` value. */
export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the environment and throws a `ConfigError` naming every bad variable, so a bad deploy stops at boot.
 * Values are never echoed: some are secrets.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable means "not set", as in most process managers' env files.
  const raw = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return toAppConfig(parsed.data);
}

/** CI systems set `CI=true` (some `1`); `CI=false` or `0` is a developer saying it is not CI. */
function isSet(flag: string | undefined): boolean {
  return flag !== undefined && flag !== 'false' && flag !== '0';
}

function toAppConfig(env: Env): AppConfig {
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    database: { url: env.DATABASE_URL, poolMax: env.DATABASE_POOL_MAX },
    redis: { url: env.REDIS_URL },
    queuePrefix: env.QUEUE_PREFIX,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, staffEmail: env.STAFF_EMAIL },
    appBaseUrl: env.APP_BASE_URL.replace(/\/+$/, ''),
    platformDeployToken: env.PLATFORM_DEPLOY_TOKEN ?? null,
    runWorkers: env.RUN_WORKERS,
    workerUnreadyLimitMs: env.WORKER_UNREADY_LIMIT_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    logLevel: env.LOG_LEVEL,
    // Readable by default only for a person at a terminal; a pipe (a test runner, a process manager) gets JSON.
    logFormat: env.LOG_FORMAT ?? (env.NODE_ENV === 'development' && !isSet(env.CI) && process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: env.TRUST_PROXY,
    trustProxyHops: env.TRUST_PROXY_HOPS,
    docsEnabled: env.DOCS_ENABLED ?? env.NODE_ENV !== 'production',
    forms: {
      // Unset outside production: a random key of this process (npm start passes its generated one).
      tokenSecret: env.FORM_TOKEN_SECRET ?? randomBytes(48).toString('base64url'),
      cvStorageDir: env.CV_STORAGE_DIR ?? DEFAULT_CV_STORAGE_DIR,
      menuOrderingUrl: env.MENU_ORDERING_URL,
      requestsPerMinute: env.FORM_REQUESTS_PER_MINUTE ?? null,
    },
    auth: toAuthConfig(env, env.APP_BASE_URL),
    orders: { bankTransferExpiryHours: env.ORDER_BANK_TRANSFER_EXPIRY_HOURS },
    releases: {
      rollbackMargin: env.RELEASE_ROLLBACK_MARGIN,
      rollbackMinLoads: env.RELEASE_ROLLBACK_MIN_LOADS,
      healthWindowMinutes: env.RELEASE_HEALTH_WINDOW_MINUTES,
      reportedLoadsPerMinute: env.RELEASE_HEALTH_REPORTED_LOADS_PER_MINUTE,
    },
  };
}
