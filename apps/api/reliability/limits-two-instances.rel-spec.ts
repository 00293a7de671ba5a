import { FORM_TOKEN_HEADER } from '@harman/contracts';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { SecretBox } from '../src/modules/two-factor/secret-box';
import { PasswordHasher } from '../src/modules/users/password-hasher';
import { CookieJar, STRONG_PASSWORD, uniqueEmail } from '../test/support/accounts';
import { startApiProcess, type ApiProcess } from '../test/support/api-process';
import { createTestDatabase, dropTestDatabase, migrateAndSeed, randomSuffix } from '../test/support/test-database';

jest.setTimeout(180_000);

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const WRONG = 'Wrong-Password-99';
const BUDGET = 20;
const PER_IP = 10;
const TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/**
 * SECURITY R13 (and S3, S18): two api processes behind one proxy share Redis and the database; a client whose
 * requests alternate between them gets no more than one process would give it, for every limit and lockout.
 */
describe('every rate limit and lockout across two api processes (R13)', () => {
  let database: { name: string; url: string };
  let config: AppConfig;
  let instances: ApiProcess[] = [];
  let dataSource: DataSource;
  const prefix = `harman_test_${randomSuffix()}`;
  let ipCounter = 0;
  const newIp = () => `10.13.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  /** The n-th request of a sequence goes to instance a or b in turn. */
  const on = (n: number) => instances[n % 2].url;

  const seed = async (options: { totp?: boolean } = {}) => {
    const email = uniqueEmail('iki');
    const hash = await new PasswordHasher(config).hash(STRONG_PASSWORD);
    const sealed = options.totp ? new SecretBox(config).seal(TOTP_SECRET) : null;
    await dataSource.query(
      `INSERT INTO users (email, password_hash, full_name, email_verified_at, totp_secret_enc, totp_enabled_at)
       VALUES ($1, $2, 'Ayşe Yılmaz', now(), $3, $4)`,
      [email, hash, sealed, sealed ? new Date() : null],
    );
    return email;
  };
  const login = (n: number, email: string, password: string, ip: string) =>
    request(on(n)).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '3',
      REDIS_URL,
      QUEUE_PREFIX: prefix,
      RUN_WORKERS: 'false',
      LOG_LEVEL: 'silent',
      TRUST_PROXY: 'loopback',
      AUTH_JWT_SECRET: randomBytes(32).toString('base64url'),
      AUTH_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      FORM_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      AUTH_ACCOUNT_FAILURE_BUDGET: String(BUDGET),
      AUTH_LOGIN_FAILURES_PER_IP: String(PER_IP),
    };
    config = loadConfig(env);
    await migrateAndSeed(config);
    instances = await Promise.all([startApiProcess(env, 180_000), startApiProcess(env, 180_000)]);
    dataSource = new DataSource({ ...dataSourceOptions(config), logging: false });
    await dataSource.initialize();
  }, 300_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await dataSource?.destroy();
    if (database) await dropTestDatabase(database.name);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('locks a client out of an account after 5 wrong passwords spread over both, on both', async () => {
    const email = await seed();
    const ip = newIp();
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await login(n, email, WRONG, ip)).status);
    // The fifth failure is answered with the lock itself, as on one process.
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    // The right password, from the locked client, on either process: locked.
    await login(0, email, STRONG_PASSWORD, ip).expect(423);
    await login(1, email, STRONG_PASSWORD, ip).expect(423);
  });

  it('stops one address after its failures across accounts, on both', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let n = 0; n < PER_IP; n += 1) statuses.push((await login(n, await seed(), WRONG, ip)).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const fresh = await seed();
    expect((await login(0, fresh, STRONG_PASSWORD, ip).expect(429)).body.code).toBe('RATE_LIMITED');
    expect((await login(1, fresh, STRONG_PASSWORD, ip).expect(429)).body.code).toBe('RATE_LIMITED');
  });

  it('spends one account budget for both: 30 wrong passwords from 30 addresses, alternating, get 20 checks', async () => {
    const email = await seed();
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) statuses.push((await login(n, email, WRONG, newIp())).status);
    expect(statuses.slice(0, BUDGET).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(BUDGET).every((status) => status === 423)).toBe(true);
    await login(0, email, STRONG_PASSWORD, newIp()).expect(423);
    await login(1, email, STRONG_PASSWORD, newIp()).expect(423);
  });

  it('spends the same budget on second-factor codes, alternating, each from a new address and cookie jar', async () => {
    const email = await seed({ totp: true });
    const challenge = await login(0, email, STRONG_PASSWORD, newIp()).expect(200);
    const token = challenge.body.challengeToken as string;
    const statuses: number[] = [];
    for (let n = 0; n < BUDGET + 6; n += 1) {
      const jar = new CookieJar();
      const response = await request(on(n))
        .post('/api/auth/login/mfa')
        .set('X-Forwarded-For', newIp())
        .set('Cookie', jar.header())
        .send({ challengeToken: token, code: '000000' });
      statuses.push(response.status);
    }
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(BUDGET);
    expect(statuses.slice(checked).every((status) => status === 423)).toBe(true);
    expect(statuses.slice(checked)).not.toHaveLength(0);
  });

  it('accepts exactly 10 contact messages per address across both: 10 addresses × 15 posts → 100 accepted', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async (_, client) => {
        const ip = `198.51.100.${client + 1}`;
        const agent = request.agent(on(client));
        const token = await agent.get('/api/forms/token').set('X-Forwarded-For', ip).expect(200);
        const answers: number[] = [];
        for (let n = 0; n < 15; n += 1) {
          const response = await request(on(n))
            .post('/api/forms/contact')
            .set('Cookie', (token.headers['set-cookie'] as unknown as string[])[0].split(';')[0])
            .set(FORM_TOKEN_HEADER, token.body.token)
            .set('X-Forwarded-For', ip)
            .send({ full_name: 'Mehmet Demir', email: `adres-${client}-${n}@example.com`, message: `Toptan fiyat listesi rica ediyorum (${n}).` });
          answers.push(response.status);
        }
        return answers;
      }),
    );
    const all = statuses.flat();
    expect(all.filter((status) => status === 201)).toHaveLength(100);
    expect(all.filter((status) => status === 429)).toHaveLength(50);
    const [stored] = await dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM form_submissions WHERE email LIKE 'adres-%'`);
    expect(stored.n).toBe(100);
  });

  it('limits newsletter sign-ups per address across both', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const response = await request(on(n)).post('/api/newsletter/subscriptions').set('X-Forwarded-For', ip).send({ email: uniqueEmail('bulten') });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429, 429]);
  });

  it('limits review writes per address across both', async () => {
    const email = await seed();
    const jar = new CookieJar().take(await login(0, email, STRONG_PASSWORD, newIp()).expect(200));
    const slugs = (await dataSource.query<{ slug: string }[]>(`SELECT slug FROM products WHERE is_active ORDER BY slug LIMIT 22`)).map((row) => row.slug);
    const ip = newIp();
    const statuses: number[] = [];
    for (let n = 0; n < 22; n += 1) {
      const response = await request(on(n))
        .put(`/api/products/${slugs[n]}/reviews/mine`)
        .set('Cookie', jar.header())
        .set('X-Forwarded-For', ip)
        .send({ rating: 4, text: 'Dengeli, meyvemsi ve temiz bir fincan.', authorName: 'Ayşe K.' });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(20).fill(201), 429, 429]);
  });
});
