import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig } from '../src/config/app-config';
import { dataSourceOptions } from '../src/database/data-source-options';
import { SecurityLog } from '../src/common/security/security-log';
import { totpCodeAt } from '../src/modules/two-factor/totp';
import { PasswordHasher } from '../src/modules/users/password-hasher';
import { CookieJar, controlClock, linkToken, seedUser, signIn, type SeededUser } from './support/accounts';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { startTestApp, type TestApp } from './support/test-app';
import { createSeededTestDatabase, dropTestDatabase, randomSuffix } from './support/test-database';

const WRONG = 'Wrong-Password-99';
const BUDGET = 20;
const TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

// Each attack runs a hundred sign-ins (twenty of them argon2 verifications) one after another.
jest.setTimeout(120_000);

/**
 * Issue 18: one guessing budget per account across every client. An attacker with many addresses and a fresh
 * cookie jar per request stays under the per-client lock (5) each, yet is cut off at the account's budget.
 */
describe('account guessing budget across clients', () => {
  let t: TestApp;
  let clock: ReturnType<typeof controlClock>;
  let securityEvents: jest.SpyInstance;
  let ipCounter = 0;
  /** A fresh client address per call (the app trusts one proxy hop, as behind the shell's proxy). */
  const newIp = () => `10.18.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const verifications = () => t.app.get(PasswordHasher).verifications;

  const login = (email: string, password: string, ip = newIp(), jar?: CookieJar) =>
    request(t.server).post('/api/auth/login').set('X-Forwarded-For', ip).set('Cookie', jar?.header() ?? '').send({ email, password });
  const code = (challengeToken: string, value: string, ip = newIp(), jar?: CookieJar) =>
    request(t.server).post('/api/auth/login/mfa').set('X-Forwarded-For', ip).set('Cookie', jar?.header() ?? '').send({ challengeToken, code: value });
  const budgetMails = async (email: string) =>
    (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'failed-sign-ins' AND to_address = $1`, [email]))[0].n;

  /** Many clients, each with its own address, no cookie and fewer failures than the per-client lock. */
  async function attack(user: SeededUser, clients: number, perClient: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let c = 0; c < clients; c += 1) {
      const ip = newIp();
      for (let i = 0; i < perClient; i += 1) statuses.push((await login(user.email, WRONG, ip)).status);
    }
    return statuses;
  }

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1', AUTH_ACCOUNT_FAILURE_BUDGET: String(BUDGET), AUTH_LOGIN_FAILURES_PER_IP: '30' } });
    clock = controlClock(t);
    securityEvents = jest.spyOn(t.app.get(SecurityLog), 'record');
  }, 120_000);
  afterAll(() => t?.close());

  it('cuts many clients off at the budget; a new client then gets the locked answer, the familiar device signs in', async () => {
    const owner = await seedUser(t);
    const ownerDevice = new CookieJar().take(await login(owner.email, owner.password).expect(200));
    expect(ownerDevice.get('harman_dev')).toBeDefined();

    const before = verifications();
    const statuses = await attack(owner, 25, 4);
    expect(verifications() - before).toBe(BUDGET);
    expect(statuses.slice(0, BUDGET).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(BUDGET).every((status) => status === 423)).toBe(true);

    // The right password from a client the account has not signed in on: the answer of a locked client, before
    // any verification. Compared with a real per-client lock on another account.
    const other = await seedUser(t);
    const lockedIp = newIp();
    for (let i = 0; i < 5; i += 1) await login(other.email, WRONG, lockedIp);
    const perClientLocked = await login(other.email, other.password, lockedIp).expect(423);
    const beforeRight = verifications();
    const refused = await login(owner.email, owner.password).expect(423);
    expect(verifications()).toBe(beforeRight);
    expect(Object.keys(refused.body).sort()).toEqual(Object.keys(perClientLocked.body).sort());
    expect({ ...refused.body, details: undefined }).toEqual({ ...perClientLocked.body, details: undefined });
    expect(refused.body.details).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect(refused.headers['retry-after']).toBe(String(refused.body.details.retryAfterSeconds));

    // The owner's own browser, from yet another address, still signs in.
    expect((await login(owner.email, owner.password, newIp(), ownerDevice).expect(200)).body.status).toBe('signed_in');
    // A device cookie that signed in to another account is not familiar to this one.
    const otherDevice = new CookieJar().take(await login(other.email, other.password, newIp(), new CookieJar()).expect(200));
    await login(owner.email, owner.password, newIp(), otherDevice).expect(423);

    // Told once, by mail in the account's language, with the way to a new password; logged as a security event.
    const mail = await t.mail.waitFor((m) => m.to.includes(owner.email) && m.subject === 'Hesabınıza çok sayıda başarısız giriş denemesi yapıldı');
    expect(mail.text).toContain('/auth/forgot-password');
    await attack(owner, 3, 2);
    expect(await budgetMails(owner.email)).toBe(1);
    expect(securityEvents).toHaveBeenCalledWith('account_budget_spent', expect.objectContaining({ outcome: 'blocked', route: 'auth/login' }));
  });

  it('lets 50 concurrent wrong attempts from 50 addresses run at most the budget in verifications', async () => {
    const user = await seedUser(t);
    const before = verifications();
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(user.email, WRONG)));
    expect(verifications() - before).toBeLessThanOrEqual(BUDGET);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(verifications() - before);
    expect(answers.filter((answer) => answer.status === 423)).toHaveLength(50 - (verifications() - before));
    await login(user.email, user.password).expect(423);
  });

  it('refills after its window', async () => {
    const user = await seedUser(t);
    await attack(user, 5, 4);
    await login(user.email, user.password).expect(423);
    clock.advance(30 * 60_000 + 1_000);
    expect((await login(user.email, user.password).expect(200)).body.status).toBe('signed_in');
  });

  it('is emptied by a completed password reset', async () => {
    const user = await seedUser(t);
    await attack(user, 5, 4);
    await login(user.email, user.password).expect(423);
    await request(t.server).post('/api/auth/password/forgot').set('X-Forwarded-For', newIp()).send({ email: user.email }).expect(202);
    const { token } = linkToken(await t.mail.waitFor((m) => m.to.includes(user.email) && m.text.includes('/auth/reset-password')), '/auth/reset-password');
    const password = 'Yepyeni-Sifre-2025!';
    await request(t.server).post('/api/auth/password/reset').set('X-Forwarded-For', newIp()).send({ token, password, confirmPassword: password }).expect(200);
    expect((await login(user.email, password).expect(200)).body.status).toBe('signed_in');
  });

  it('takes second-factor and recovery codes from the same budget as passwords', async () => {
    const user = await seedUser(t, { totpSecret: TOTP_SECRET });
    const challenge = async () => (await login(user.email, user.password).expect(200)).body.challengeToken as string;
    await attack(user, 3, 4); // 12 wrong passwords
    const token = await challenge(); // the right password gives its unit back
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await code(token, i % 2 ? '000000' : 'AAAAA-BBBBB')).status);
    expect(statuses.slice(0, 8).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(8).every((status) => status === 423)).toBe(true);
    // Spent: neither the right code nor the right password from a new client gets checked.
    await code(token, totpCodeAt(TOTP_SECRET, clock.now().getTime())).expect(423);
    await login(user.email, user.password).expect(423);
    expect(securityEvents).toHaveBeenCalledWith('account_budget_spent', expect.objectContaining({ userId: user.id, route: 'auth/login/mfa' }));
  });

  it('counts second-factor failures per address too', async () => {
    // AUTH_LOGIN_FAILURES_PER_IP is 30 here: six accounts' codes, five wrong each, from one address.
    const ip = newIp();
    for (let n = 0; n < 6; n += 1) {
      const user = await seedUser(t, { totpSecret: TOTP_SECRET });
      const token = (await login(user.email, user.password, newIp()).expect(200)).body.challengeToken as string;
      for (let i = 0; i < 5; i += 1) await code(token, '000000', ip, new CookieJar());
    }
    const next = await seedUser(t);
    expect((await login(next.email, next.password, ip).expect(429)).body.code).toBe('RATE_LIMITED');
  });

  it('takes every re-authentication from the same budget, and concurrent wrong ones cannot exceed the limit', async () => {
    const user = await seedUser(t, { password: 'Kavrulmus-Cekirdek-42' });
    const jar = await signIn(t, user);
    const change = (currentPassword: string) =>
      request(t.server)
        .post('/api/account/password')
        .set('Cookie', jar.header())
        .send({ currentPassword, newPassword: 'Yeni-Sifre-2025x', confirmPassword: 'Yeni-Sifre-2025x' });

    // 30 parallel wrong current passwords: at most the re-authentication limit (10) verified.
    const before = verifications();
    const answers = await Promise.all(Array.from({ length: 30 }, () => change(WRONG)));
    expect(verifications() - before).toBe(10);
    expect(answers.filter((answer) => answer.status === 403)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);

    // Those 10 were spent from the account's budget: 10 more wrong passwords from strangers spend the rest.
    clock.advance(15 * 60_000 + 1_000); // the re-authentication limit's window is over, the budget's is not
    const statuses = await attack(user, 4, 3);
    expect(statuses.filter((status) => status === 401)).toHaveLength(BUDGET - 10);
    expect(statuses.filter((status) => status === 423)).toHaveLength(2);
    jar.take(await request(t.server).post('/api/auth/refresh').set('Cookie', jar.header()).expect(200));
    expect((await change(user.password).expect(429)).body.code).toBe('RATE_LIMITED');
  });

  it('takes the code of turning two-factor off from the budget too', async () => {
    const user = await seedUser(t, { totpSecret: TOTP_SECRET });
    const jar = await signIn(t, user);
    await attack(user, 4, 4); // 16 of 20
    const disable = (value: string) =>
      request(t.server).post('/api/account/two-factor/disable').set('Cookie', jar.header()).send({ password: user.password, code: value });
    for (let i = 0; i < 4; i += 1) expect((await disable('000000').expect(401)).body.code).toBe('INVALID_MFA_CODE');
    expect((await disable(totpCodeAt(TOTP_SECRET, clock.now().getTime() + 30_000)).expect(429)).body.code).toBe('RATE_LIMITED');
    const [row] = await t.dataSource.query<{ on: boolean }[]>(`SELECT totp_enabled_at IS NOT NULL AS on FROM users WHERE id = $1`, [user.id]);
    expect(row.on).toBe(true);
  });
});

describe('account guessing budget across two api processes', () => {
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
      TRUST_PROXY: 'loopback',
      AUTH_JWT_SECRET: randomBytes(32).toString('base64url'),
      AUTH_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      FORM_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      AUTH_ACCOUNT_FAILURE_BUDGET: String(BUDGET),
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

  it('holds one budget for both: 60 concurrent wrong passwords from 60 addresses, alternating, get 20 checks', async () => {
    const email = 'iki-sunucu-hesap@example.com';
    const password = 'Kavrulmus-Cekirdek-42';
    const hash = await new PasswordHasher(loadConfig({ NODE_ENV: 'test' })).hash(password);
    await dataSource.query(`INSERT INTO users (email, password_hash, full_name, email_verified_at) VALUES ($1, $2, 'Ayşe Yılmaz', now())`, [email, hash]);
    const [a, b] = instances;
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        request(index % 2 === 0 ? a.url : b.url)
          .post('/api/auth/login')
          .set('X-Forwarded-For', `203.0.113.${index + 1}`)
          .send({ email, password: WRONG })
          .then((response) => response.status),
      ),
    );
    // Every 401 is a verification that ran; the rest were refused before one.
    expect(statuses.filter((status) => status === 401)).toHaveLength(BUDGET);
    expect(statuses.filter((status) => status === 423)).toHaveLength(60 - BUDGET);
    for (const instance of instances) {
      await request(instance.url).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.7').send({ email, password }).expect(423);
    }
    const [{ n }] = await dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'failed-sign-ins' AND to_address = $1`,
      [email],
    );
    expect(n).toBe(1);
  });
});
