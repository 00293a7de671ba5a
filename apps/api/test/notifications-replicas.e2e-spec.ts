import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppNotification } from '@harman/contracts';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { SecretBox } from '../src/modules/two-factor/secret-box';
import { totpCodeAt } from '../src/modules/two-factor/totp';
import { PasswordHasher } from '../src/modules/users/password-hasher';
import { WorkerModule } from '../src/worker.module';
import { CookieJar, STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { openEventStream } from './support/sse-client';
import { createSeededTestDatabase, dropTestDatabase, randomSuffix } from './support/test-database';
import { waitUntil } from './support/wait-until';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/**
 * Two api processes without workers and one worker process on the same Redis and database: a user connected to
 * replica A receives, exactly once, what an admin created through replica B and the worker wrote.
 */
describe('live notifications across api replicas', () => {
  let database: { name: string; url: string };
  let config: AppConfig;
  let replicas: ApiProcess[] = [];
  let worker: INestApplicationContext | undefined;
  let dataSource: DataSource;
  const prefix = `harman_test_${randomSuffix()}`;

  const seed = async (role: 'user' | 'admin') => {
    const email = uniqueEmail(role);
    const hash = await new PasswordHasher(config).hash(STRONG_PASSWORD);
    const sealed = role === 'admin' ? new SecretBox(config).seal(TOTP_SECRET) : null;
    const [row] = (await dataSource.query(
      `INSERT INTO users (email, password_hash, full_name, role, email_verified_at, totp_secret_enc, totp_enabled_at)
       VALUES ($1, $2, 'Deniz Kaya', $3, now(), $4, $5) RETURNING id`,
      [email, hash, role, sealed, sealed ? new Date() : null],
    )) as { id: string }[];
    return { id: row.id, email };
  };

  const signIn = async (url: string, email: string, withTotp = false) => {
    const jar = new CookieJar();
    const login = await request(url).post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(200);
    jar.take(login);
    if (!withTotp) return jar;
    const mfa = await request(url)
      .post('/api/auth/login/mfa')
      .set('Cookie', jar.header())
      .send({ challengeToken: login.body.challengeToken, code: totpCodeAt(TOTP_SECRET, Date.now()) })
      .expect(200);
    return jar.take(mfa);
  };

  beforeAll(async () => {
    database = await createSeededTestDatabase();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '3',
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      RUN_WORKERS: 'false',
      LOG_LEVEL: 'silent',
      AUTH_JWT_SECRET: 'replica-test-jwt-secret-0123456789abcdef-0123',
      AUTH_ENCRYPTION_KEY: Buffer.from('replica-test-encryption-key-32by').toString('base64'),
      FORM_TOKEN_SECRET: 'replica-test-form-token-secret-0123456789',
    };
    config = loadConfig(env);
    replicas = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: false });
    await worker.init();
    dataSource = worker.get(DataSource);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await worker?.close();
    if (database) await dropTestDatabase(database.name);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('delivers a broadcast sent through replica B to a customer connected to replica A exactly once', async () => {
    const [a, b] = replicas;
    const customer = await seed('user');
    const admin = await seed('admin');
    const customerJar = await signIn(a.url, customer.email);
    const adminJar = await signIn(b.url, admin.email, true);

    const onA = await openEventStream(a.url, '/api/notifications/stream', { Cookie: customerJar.header() });
    const onB = await openEventStream(b.url, '/api/notifications/stream', { Cookie: customerJar.header() });
    try {
      expect(onA.status).toBe(200);
      // Both replicas have subscribed once their first stream is open: a read made through A reaches B's stream.
      const sent = await request(b.url)
        .post('/api/admin/notifications/broadcasts')
        .set('Cookie', adminJar.header())
        .send({
          type: 'system',
          audience: 'all',
          title: { tr: 'Bakım duyurusu', en: 'Maintenance notice' },
          message: { tr: 'Bu gece 02:00’de kısa bir bakım var.', en: 'A short maintenance tonight at 02:00.' },
        })
        .expect(202);
      const [event] = await onA.waitFor('notification');
      const notification = JSON.parse(event.data) as AppNotification;
      expect(notification.title.tr).toBe('Bakım duyurusu');
      await onB.waitFor('notification');

      // Exactly once: one row for the customer, one event on A, and no second one after the job is done.
      const rows = (await dataSource.query('SELECT id FROM notifications WHERE event_id = $1 AND user_id = $2', [
        sent.body.eventId,
        customer.id,
      ])) as { id: string }[];
      expect(rows.map((r) => r.id)).toEqual([notification.id]);
      await request(a.url).post(`/api/notifications/${notification.id}/read`).set('Cookie', customerJar.header()).expect(200);
      await onB.waitFor('read');
      await onA.waitFor('read');
      expect(onA.of('notification')).toHaveLength(1);
      expect(onB.of('notification')).toHaveLength(1);
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('ends a replica’s streams when it stops, and the client catches up on another replica', async () => {
    const [, b] = replicas;
    const extra = await startApiProcess({
      ...Object.fromEntries(Object.entries(process.env).filter(([key]) => key === 'PATH')),
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '2',
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      RUN_WORKERS: 'false',
      LOG_LEVEL: 'silent',
      AUTH_JWT_SECRET: 'replica-test-jwt-secret-0123456789abcdef-0123',
      AUTH_ENCRYPTION_KEY: Buffer.from('replica-test-encryption-key-32by').toString('base64'),
      FORM_TOKEN_SECRET: 'replica-test-form-token-secret-0123456789',
    } as Record<string, string>);
    const customer = await seed('user');
    const jar = await signIn(extra.url, customer.email);
    const stream = await openEventStream(extra.url, '/api/notifications/stream', { Cookie: jar.header() });
    await extra.stop();
    await stream.ended;
    const count = async () =>
      Number((await dataSource.query('SELECT count(*) AS n FROM notifications WHERE user_id = $1', [customer.id]))[0].n);
    await dataSource.query(
      `INSERT INTO notifications (user_id, event_id, type, title, message) VALUES ($1, 'missed', 'system', '{"tr":"Kaçırılan","en":"Missed"}', '{"tr":"","en":""}')`,
      [customer.id],
    );
    await waitUntil(async () => (await count()) === 1, 'the missed row');
    const resumed = await openEventStream(b.url, '/api/notifications/stream', { Cookie: jar.header(), 'Last-Event-ID': '0' });
    try {
      const [event] = await resumed.waitFor('notification');
      expect((JSON.parse(event.data) as AppNotification).title.tr).toBe('Kaçırılan');
    } finally {
      resumed.close();
    }
  }, 90_000);
});
