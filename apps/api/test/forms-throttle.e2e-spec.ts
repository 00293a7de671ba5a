import { Logger } from '@nestjs/common';
import { FORM_TOKEN_HEADER } from '@harman/contracts';
import Redis from 'ioredis';
import request from 'supertest';
import { FormThrottleStorage } from '../src/common/http/form-throttle/form-throttle-storage';
import { FORM_REQUEST_BURST } from '../src/common/http/form-throttle/form-throttle.module';
import { FormVisitor, uniqueEmail, uniqueIp } from './support/form-client';
import { startRedisServer, type RedisServer } from './support/redis-server';
import { startTestApp, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The burst limit of these apps (FORM_REQUESTS_PER_MINUTE), instead of sending 120 requests. */
const LIMIT = 6;
const LIMITED = { statusCode: 429, code: 'RATE_LIMITED', message: 'Submission limit reached. Please try again later.' };

const contact = (email = uniqueEmail('burst')) => ({
  full_name: 'Mehmet Demir',
  email,
  message: 'Toptan fiyat listenizi rica ediyorum.',
});
const careers = () => ({
  name: 'Zeynep Kaya',
  email: uniqueEmail('burst-kariyer'),
  phone: '0532 987 65 43',
  position: 'barista',
  experience: 'junior',
  location: 'istanbul',
  message: 'Latte art yarışmalarında dereceye girdim.',
});

/** Every public form endpoint, as one client address would call it (the test apps trust the loopback proxy). */
const endpoints = (t: TestApp, ip: string, token?: string) => {
  const from = <T extends request.Test>(pending: T) => {
    pending.set('X-Forwarded-For', ip);
    if (token) pending.set(FORM_TOKEN_HEADER, token);
    return pending;
  };
  return {
    token: () => from(request(t.server).get('/api/forms/token')),
    allowance: () => from(request(t.server).get('/api/forms/contact/allowance')),
    contact: () => from(request(t.server).post('/api/forms/contact')).send(contact()),
    franchise: () => from(request(t.server).post('/api/forms/franchise')).send({}),
    careers: () => {
      const pending = from(request(t.server).post('/api/forms/careers'));
      for (const [key, value] of Object.entries(careers())) pending.field(key, value);
      return pending;
    },
    newsletter: () => from(request(t.server).post('/api/newsletter/subscriptions')).send({ email: uniqueEmail('bulten'), language: 'tr' }),
    confirm: () => from(request(t.server).post('/api/newsletter/confirm')).send({ token: 'x'.repeat(43) }),
  };
};

const expectLimited = (response: request.Response) => {
  expect({ status: response.status, body: response.body }).toEqual({ status: 429, body: LIMITED });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(FORM_REQUEST_BURST.ttlMs / 1000);
};

describe('public form endpoints: the burst guard (@nestjs/throttler on Redis)', () => {
  let t: TestApp;
  let redis: Redis;
  const throttleKeys = () => redis.keys(`${t.config.queuePrefix}:form-throttle:*`);

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback', RUN_WORKERS: 'false', FORM_REQUESTS_PER_MINUTE: String(LIMIT) } });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  it('refuses an address past the limit on every form endpoint, before its token check, while another address is served', async () => {
    const ip = uniqueIp();
    const sender = new FormVisitor(t.server, ip);
    const token = await sender.freshToken();
    const from = endpoints(t, ip);
    const served = [
      (await from.allowance().expect(200)).headers,
      (await from.token().expect(200)).headers,
      (await sender.post('contact', contact()).expect(201)).headers,
    ];
    await from.allowance().expect(200);
    await from.franchise().expect(403); // no token: the guard counted it and let the token check refuse it
    expect(served[0]['x-ratelimit-limit']).toBe(String(LIMIT));
    expect(served.map((headers) => Number(headers['x-ratelimit-remaining']))).toEqual([LIMIT - 2, LIMIT - 3, LIMIT - 4]);

    // The (LIMIT + 1)th request of the minute and every one after it, whatever the endpoint.
    expectLimited(await from.token());
    expectLimited(await from.allowance());
    expectLimited(await sender.post('contact', contact(), token)); // a valid token: still refused
    expectLimited(await from.franchise()); // no token: 429, not 403 (the guard comes first)
    expectLimited(await endpoints(t, ip, token).careers());
    expectLimited(await from.newsletter());
    expectLimited(await from.confirm());
    const [{ n }] = await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM form_submissions WHERE ip_address = $1`, [ip]);
    expect(n).toBe(1);

    // Another address has its own count.
    const other = endpoints(t, uniqueIp());
    await other.token().expect(200);
    expect((await other.allowance().expect(200)).body).toEqual({ limited: false, remaining: 10, retryAfterSeconds: 0 });

    // Counted under this app's prefix, and not by a readable address.
    const keys = await throttleKeys();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => !key.includes(ip))).toBe(true);
  });

  it("takes nothing from the hour's submissions: once its minute is over, the address has all of them", async () => {
    const ip = uniqueIp();
    const sender = new FormVisitor(t.server, ip);
    for (let index = 0; index < LIMIT; index += 1) await sender.freshToken();
    expectLimited(await sender.post('contact', contact()));
    // The minute ending, without waiting for it: the guard's counters are gone, the form's hour is untouched.
    const keys = await throttleKeys();
    await redis.del(...keys);
    expect((await endpoints(t, ip).allowance().expect(200)).body).toEqual({ limited: false, remaining: 10, retryAfterSeconds: 0 });
    await sender.freshToken();
    expect((await sender.post('contact', contact()).expect(201)).body).toMatchObject({ remaining: 4 });
  });
});

describe('the burst guard when the client address is not from a trusted proxy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'false', RUN_WORKERS: 'false', FORM_REQUESTS_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => t?.close());

  it('counts the peer, not a forged X-Forwarded-For that changes with every request', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT + 2; index += 1) {
      statuses.push((await request(t.server).get('/api/forms/token').set('X-Forwarded-For', uniqueIp())).status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
  });
});

describe('the burst guard when its Redis hangs or is unreachable (fails open, SECURITY S19)', () => {
  let t: TestApp;
  let redis: RedisServer;
  let warn: jest.SpyInstance;
  const unavailableWarnings = () =>
    warn.mock.calls.filter(([entry]) => (entry as { event?: string } | undefined)?.event === 'form_throttle_unavailable').length;

  beforeAll(async () => {
    // A private redis-server: the shared one must never be stopped.
    redis = await startRedisServer();
    t = await startTestApp({
      env: { REDIS_URL: redis.url, RUN_WORKERS: 'false', TRUST_PROXY: 'loopback', FORM_REQUESTS_PER_MINUTE: String(LIMIT) },
    });
    warn = jest.spyOn(Logger.prototype, 'warn');
  });
  afterAll(async () => {
    warn?.mockRestore();
    redis?.resume();
    await t?.close();
    await redis?.stop();
  });

  it('serves the form endpoints past the limit while Redis hangs, warns once, and limits again once it is back', async () => {
    const before = endpoints(t, uniqueIp());
    for (let index = 0; index < LIMIT; index += 1) await before.token().expect(200);
    expectLimited(await before.token());

    redis.pause();
    try {
      const during = endpoints(t, uniqueIp());
      const sender = new FormVisitor(t.server, uniqueIp());
      // Each request waits for the store at most 500 ms; the 10 s bound only tells a hang from an answer.
      for (let index = 0; index < LIMIT + 2; index += 1) await during.token().timeout(10_000).expect(200);
      await sender.freshToken();
      const posted = await sender.post('contact', contact()).timeout(10_000).expect(201);
      expect(posted.body).toMatchObject({ status: 'pending', remaining: 5 }); // the form limits fail open too
      expect(unavailableWarnings()).toBe(1); // at most one warning every 10 s
    } finally {
      redis.resume();
    }

    // Back: within 5 s a new address is limited again (SECURITY S19; the store is retried a second after a failure).
    await waitUntil(
      async () => {
        const after = endpoints(t, uniqueIp());
        const statuses: number[] = [];
        for (let index = 0; index <= LIMIT; index += 1) statuses.push((await after.token()).status);
        return statuses.at(-1) === 429;
      },
      'the burst limit to hold again',
      { timeoutMs: 5_000, intervalMs: 100 },
    );
  });

  it("serves them without waiting when the throttle's connection to Redis is gone", async () => {
    // Its client closed for good (killing this Redis would also take the queues the app must close with it).
    t.app.get(FormThrottleStorage).onApplicationShutdown();
    const gone = endpoints(t, uniqueIp());
    const started = Date.now();
    for (let index = 0; index < LIMIT + 2; index += 1) await gone.token().timeout(10_000).expect(200);
    await gone.allowance().timeout(10_000).expect(200);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
