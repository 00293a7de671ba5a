import type { NestExpressApplication } from '@nestjs/platform-express';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { DataSource } from 'typeorm';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the SMTP sink lives in tools/, which is no Nx project
import {
  startMailCatcher,
  type CaughtMail,
  type MailCatcher,
  type MailCatcherOptions,
} from '../../../../tools/mail-catcher/mail-catcher.mjs';
import { createApp } from '../../src/app.factory';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { MAIL_QUEUE_NAME } from '../../src/modules/mail/mail.constants';
import { createSeededTestDatabase, createTestDatabase, dropTestDatabase, randomSuffix } from './test-database';

export type { CaughtMail };

/** The Redis the tests run against; an app may be pointed elsewhere (a dead or hung one) through `env`. */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Secrets of this test run, made at its start: the source keeps none (issue 13, finding 1). */
export const TEST_DEPLOY_TOKEN = `test-${randomBytes(16).toString('hex')}`;
export const TEST_FORM_TOKEN_SECRET = randomBytes(32).toString('base64url');
export const TEST_APP_BASE_URL = 'http://shop.test';

export interface TestApp {
  app: NestExpressApplication;
  server: Server;
  config: AppConfig;
  dataSource: DataSource;
  mail: MailCatcher;
  /** A read-only view of the `mail` queue, to wait for jobs. */
  mailQueue: Queue;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  rejectRecipient?: MailCatcherOptions['rejectRecipient'];
  /** Skip migrations and seed (for an app that is not expected to reach its dependencies). */
  skipDatabase?: boolean;
}

/**
 * The real app on a fresh database (migrated and seeded), a unique queue prefix and an in-process SMTP sink on a
 * random port. `close()` undoes all of it, Redis keys included.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0, rejectRecipient: options.rejectRecipient });
    cleanups.push(() => mail.close());
    const database = options.skipDatabase ? await createTestDatabase() : await createSeededTestDatabase();
    cleanups.push(() => dropTestDatabase(database.name));

    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '5',
      REDIS_URL,
      QUEUE_PREFIX: `harman_test_${randomSuffix()}`,
      SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
      MAIL_FROM: 'Harman Kahve <no-reply@harman.test>',
      APP_BASE_URL: TEST_APP_BASE_URL,
      PLATFORM_DEPLOY_TOKEN: TEST_DEPLOY_TOKEN,
      FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
      // Accounts: what production requires, so a test app may run with NODE_ENV=production too.
      AUTH_JWT_SECRET: randomBytes(48).toString('base64url'),
      AUTH_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      PAYMENT_PROVIDER: 'dev',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      ...options.env,
    });
    cleanups.push(() => deleteQueueKeys(config.queuePrefix));

    const app = await createApp(config);
    cleanups.push(() => app.close());
    await app.init();

    const mailQueue = new Queue(MAIL_QUEUE_NAME, { connection: { url: REDIS_URL }, prefix: config.queuePrefix });
    cleanups.push(() => mailQueue.close());

    return {
      app,
      server: app.getHttpServer() as Server,
      config,
      dataSource: app.get(DataSource),
      mail,
      mailQueue,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Each test app has its own prefix; its keys go when it does. */
async function deleteQueueKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
