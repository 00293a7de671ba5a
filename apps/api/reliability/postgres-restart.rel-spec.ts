import { FORM_TOKEN_HEADER } from '@harman/contracts';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { PasswordHasher } from '../src/modules/users/password-hasher';
import { CookieJar, STRONG_PASSWORD } from '../test/support/accounts';
import { startApiProcess, type ApiProcess } from '../test/support/api-process';
import { migrateAndSeed, randomSuffix } from '../test/support/test-database';
import { waitUntil } from '../test/support/wait-until';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';

jest.setTimeout(300_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const OUTAGE_MS = 15_000;

interface Outcome {
  kind: 'read' | 'contact' | 'review';
  status: number;
  code?: string;
  message?: string;
  /** The contact's e-mail or the review's product slug: what must be stored when the answer was 2xx. */
  key?: string;
}

/**
 * SECURITY R7: the api's PostgreSQL (a private cluster) is stopped with `-m immediate` under steady traffic of
 * catalogue reads, contact forms and reviews, and started again. Meanwhile every answer is a 2xx (served before
 * or after) or a 503 SERVICE_UNAVAILABLE with its message, never a 500; the same api process heals by itself; every
 * accepted form and review is stored and every mail it caused is delivered.
 */
describe('PostgreSQL restarted under traffic (R7)', () => {
  let pg: PrivatePostgres;
  let sink: SmtpSink;
  let api: ApiProcess;
  let config: AppConfig;
  let check: DataSource | undefined;
  const prefix = `harman_test_${randomSuffix()}`;

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    sink = await startSmtpSink({ delayMs: 0 });
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: pg.url('postgres'),
      DATABASE_POOL_MAX: '5',
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      SMTP_URL: sink.url,
      APP_BASE_URL: 'http://shop.test',
      MAIL_FROM: 'Harman Kahve <no-reply@harman.test>',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'loopback',
      FORM_TOKEN_SECRET: 'reliability-form-token-secret-0123456789',
      AUTH_JWT_SECRET: 'reliability-jwt-secret-0123456789abcdef-0123',
      AUTH_ENCRYPTION_KEY: Buffer.from('reliability-encryption-key-32byt').toString('base64'),
    };
    config = loadConfig(env);
    await migrateAndSeed(config);
    api = await startApiProcess(env, 180_000);
  }, 300_000);

  afterAll(async () => {
    await api?.stop();
    await check?.destroy();
    await sink?.close();
    pg?.stop();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('answers 503 with a clear message while it is down, heals by itself and loses no accepted form, review or mail', async () => {
    // A customer for the reviews, signed in before the outage.
    const seedSource = new DataSource({ ...dataSourceOptions(config), logging: false });
    await seedSource.initialize();
    const email = 'yorumcu@example.com';
    const hash = await new PasswordHasher(config).hash(STRONG_PASSWORD);
    await seedSource.query(
      `INSERT INTO users (email, password_hash, full_name, role, email_verified_at) VALUES ($1, $2, 'Ayşe Kaya', 'user', now())`,
      [email, hash],
    );
    const slugs = (await seedSource.query<{ slug: string }[]>(`SELECT slug FROM products WHERE is_active ORDER BY slug`)).map((row) => row.slug);
    await seedSource.destroy();
    const jar = new CookieJar();
    jar.take(await request(api.url).post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(200));

    const outcomes: Outcome[] = [];
    let sequence = 0;
    const record = (kind: Outcome['kind'], response: request.Response, key?: string) => {
      outcomes.push({ kind, status: response.status, code: response.body?.code, message: response.body?.message, key });
      return response.status;
    };
    const read = async () => record('read', await request(api.url).get('/api/products').query({ pageSize: 12 }));
    const contact = async () => {
      sequence += 1;
      const ip = `203.0.113.${sequence % 250}`;
      const agent = request.agent(api.url);
      const token = await agent.get('/api/forms/token').set('X-Forwarded-For', ip);
      if (token.status !== 200) return record('contact', token);
      const sender = `iletisim-${sequence}@example.com`;
      const response = await agent
        .post('/api/forms/contact')
        .set('X-Forwarded-For', ip)
        .set(FORM_TOKEN_HEADER, token.body.token)
        .send({ full_name: 'Mehmet Demir', email: sender, message: `Toptan fiyat listenizi rica ediyorum (${sequence}).` });
      return record('contact', response, sender);
    };
    let nextProduct = 0;
    const review = async () => {
      const slug = slugs[nextProduct++ % slugs.length];
      const response = await request(api.url)
        .put(`/api/products/${slug}/reviews/mine`)
        .set('Cookie', jar.header())
        .set('X-Forwarded-For', `198.51.100.${nextProduct % 250}`)
        .send({ rating: 1 + (nextProduct % 5), text: `Dengeli ve temiz bir fincan (${nextProduct}).`, authorName: 'Ayşe K.' });
      return record('review', response, `${slug}|${nextProduct}`);
    };

    let running = true;
    const traffic = Promise.all(
      [read, read, contact, review].map(async (call) => {
        while (running) await call();
      }),
    );
    const since = (index: number) => outcomes.slice(index);
    try {
      await waitUntil(() => outcomes.filter((o) => o.status < 300).length >= 20, 'traffic before the outage', { timeoutMs: 60_000 });
      pg.crash();
      const downFrom = outcomes.length;
      await waitUntil(() => since(downFrom).filter((o) => o.status === 503).length >= 20, '503s during the outage', { timeoutMs: 60_000 });
      // Down for as long as a restart takes (R7: 15 s), longer than the mail jobs' retries last.
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      pg.start();
      const upFrom = outcomes.length;
      await waitUntil(
        () => {
          const after = since(upFrom);
          return ['read', 'contact', 'review'].every((kind) => after.some((o) => o.kind === kind && o.status < 300));
        },
        'every kind of request to succeed again',
        { timeoutMs: 60_000, intervalMs: 100 },
      );
    } catch (error) {
      const seen = outcomes.map((o) => `${o.kind} ${o.status} ${o.code ?? ''}`);
      const tally = Object.entries(seen.reduce<Record<string, number>>((all, key) => ({ ...all, [key]: (all[key] ?? 0) + 1 }), {}));
      throw new Error(`${(error as Error).message}; answers so far: ${JSON.stringify(tally)}`);
    } finally {
      running = false;
      await traffic;
    }

    // Never a 500: each answer is a success, a 503 with its code and message, or a 429 of the form limits.
    const unexpected = outcomes.filter((o) => o.status >= 300 && o.status !== 503);
    expect(unexpected).toEqual([]);
    const unavailable = outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThanOrEqual(20);
    for (const o of unavailable) expect({ code: o.code, message: o.message }).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

    // Nothing accepted was lost.
    check = new DataSource({ ...dataSourceOptions(config), logging: false });
    await check.initialize();
    const acceptedForms = outcomes.filter((o) => o.kind === 'contact' && o.status === 201).map((o) => o.key!);
    const storedForms = new Set(
      (await check.query<{ email: string }[]>(`SELECT email FROM form_submissions`)).map((row) => row.email),
    );
    expect(acceptedForms.filter((sender) => !storedForms.has(sender))).toEqual([]);
    const acceptedReviews = outcomes.filter((o) => o.kind === 'review' && o.status < 300).map((o) => o.key!);
    const storedReviews = new Set(
      (await check.query<{ slug: string; body: string }[]>(
        `SELECT p.slug, r.body FROM reviews r JOIN products p ON p.id = r.product_id`,
      )).map((row) => `${row.slug}|${/\((\d+)\)\.$/.exec(row.body)?.[1]}`),
    );
    // A product's review may have been replaced by a later accepted one: the latest accepted per product is stored.
    const latest = new Map<string, string>();
    for (const key of acceptedReviews) latest.set(key.split('|')[0], key);
    expect([...latest.values()].filter((key) => !storedReviews.has(key))).toEqual([]);

    const outbox = async () =>
      check!.query<{ id: string; status: string; attempts: number; last_error: string | null }[]>(`SELECT id, status, attempts, last_error FROM mail_outbox`);
    await waitUntil(async () => (await outbox()).every((row) => row.status === 'sent'), 'every mail sent', { timeoutMs: 120_000, intervalMs: 250 }).catch(
      async (error: Error) => {
        throw new Error(`${error.message}: ${JSON.stringify((await outbox()).filter((row) => row.status !== 'sent'))}`);
      },
    );
    const sent = await outbox();
    expect(sent.length).toBeGreaterThanOrEqual(acceptedForms.length);
    const delivered = sink.unique();
    expect(sent.filter((row) => !delivered.has(`<${row.id}@harman.test>`))).toEqual([]);
    process.stderr.write(
      `postgres-restart: ${outcomes.length} requests, ${unavailable.length} × 503, ${acceptedForms.length} forms, ${acceptedReviews.length} reviews, ${sent.length} mails\n`,
    );
  });
});
