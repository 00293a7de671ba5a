import { FORM_TOKEN_HEADER } from '@harman/contracts';
import Redis from 'ioredis';
import { startSilentRedis, type SilentRedis } from './support/silent-redis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { FormVisitor } from './support/form-client';
import { startTestApp, type TestApp } from './support/test-app';
import { createSeededTestDatabase, dropTestDatabase, randomSuffix } from './support/test-database';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'shared-form-token-secret-of-both-instances';
/** The form endpoints' burst limit of both instances (FORM_REQUESTS_PER_MINUTE): above what one address uses below. */
const BURST = 30;

const contact = (email: string, index: number) => ({
  full_name: 'Mehmet Demir',
  email,
  message: `Toptan fiyat listenizi rica ediyorum (${index}).`,
});

describe('form limits across two api processes sharing Redis', () => {
  let database: { name: string; url: string };
  let instances: ApiProcess[] = [];
  let dataSource: DataSource;
  const prefix = `harman_test_${randomSuffix()}`;

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
      FORM_TOKEN_SECRET: SECRET,
      TRUST_PROXY: 'loopback',
      FORM_REQUESTS_PER_MINUTE: String(BURST),
    };
    const config = loadConfig(env);
    instances = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    dataSource = new DataSource({ ...dataSourceOptions(config), logging: false });
    await dataSource.initialize();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await dataSource?.destroy();
    if (database) await dropTestDatabase(database.name);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('accepts exactly 5 of 20 posts for one e-mail sent to both instances, and a token of one works on the other', async () => {
    const [a, b] = instances;
    const first = await request(a.url).get('/api/forms/token').expect(200);
    const cookie = (first.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
    const email = 'iki-sunucu@example.com';
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        request(index % 2 === 0 ? a.url : b.url)
          .post('/api/forms/contact')
          .set('Cookie', cookie)
          .set(FORM_TOKEN_HEADER, first.body.token)
          .set('X-Forwarded-For', `203.0.113.${index + 1}`)
          .send(contact(email, index))
          .then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const stored = await dataSource.query(`SELECT count(*)::int AS n FROM form_submissions WHERE email = $1`, [email]);
    expect(stored).toEqual([{ n: 5 }]);
  });

  it('limits one address to 10 across both instances', async () => {
    const [a, b] = instances;
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const url = index % 2 === 0 ? a.url : b.url;
      const token = await request(url).get('/api/forms/token').expect(200);
      const cookie = (token.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
      const response = await request(url)
        .post('/api/forms/contact')
        .set('Cookie', cookie)
        .set(FORM_TOKEN_HEADER, token.body.token)
        .set('X-Forwarded-For', '198.51.100.77')
        .send(contact(`adres-${index}@example.com`, index));
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });

  it("shares the form endpoints' burst count: an address alternating between both gets 30 requests a minute in all", async () => {
    const [a, b] = instances;
    const statuses: number[] = [];
    // Counted by each process alone, all 60 would pass.
    for (let index = 0; index < 2 * BURST; index += 1) {
      const response = await request(index % 2 === 0 ? a.url : b.url).get('/api/forms/token').set('X-Forwarded-For', '192.0.2.30');
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(BURST).fill(200), ...Array(BURST).fill(429)]);
  });
});

describe('form limits when Redis hangs', () => {
  let t: TestApp;
  let silentRedis: SilentRedis;

  beforeAll(async () => {
    silentRedis = await startSilentRedis();
    t = await startTestApp({ env: { REDIS_URL: silentRedis.url, RUN_WORKERS: 'false' } });
  });
  afterAll(async () => {
    await t?.close();
    await silentRedis?.close();
  });

  it('still accepts a message without waiting for Redis, as not limited with 5 remaining, and keeps its mails for later', async () => {
    const sender = new FormVisitor(t.server);
    await sender.freshToken();
    // The limiter gives up on the store after 500 ms; a request that waited for this Redis would never end. The
    // 10 s bound only tells a hang from an answer (a clock bound near 500 ms failed on a loaded machine).
    const response = await sender.post('contact', contact('redis-yok@example.com', 1)).timeout(10_000).expect(201);
    expect(response.body).toMatchObject({ status: 'pending', remaining: 5 });
    const outbox = await t.dataSource.query(`SELECT status FROM mail_outbox WHERE to_address = 'redis-yok@example.com'`);
    expect(outbox).toEqual([{ status: 'pending' }]);
  });
});
