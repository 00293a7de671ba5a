import { formAllowanceSchema } from '@harman/contracts';
import { startSilentRedis, type SilentRedis } from './support/silent-redis';
import request from 'supertest';
import { controlClock } from './support/accounts';
import { FormVisitor, uniqueEmail, uniqueIp } from './support/form-client';
import { startTestApp, type TestApp } from './support/test-app';

const message = (email = uniqueEmail('kalan')) => ({
  full_name: 'Zeynep Kaya',
  email,
  message: 'Merhaba, çekirdek kahve toptan fiyatlarınızı öğrenmek istiyorum.',
});

/** `GET /api/forms/contact/allowance` from a client address (the test app trusts the loopback proxy's header). */
const askFrom = (t: TestApp, ip: string, query = '') =>
  request(t.server).get(`/api/forms/contact/allowance${query}`).set('X-Forwarded-For', ip);

/** This app's burst limit of the form endpoints (FORM_REQUESTS_PER_MINUTE; 120 by default). */
const BURST = 60;

describe('contact form allowance (GET /api/forms/contact/allowance)', () => {
  let t: TestApp;
  const allowance = async (ip: string) => {
    const response = await askFrom(t, ip).expect(200);
    expect(formAllowanceSchema.safeParse(response.body).success).toBe(true);
    return response.body;
  };
  const visitor = async (ip = uniqueIp()) => {
    const sender = new FormVisitor(t.server, ip);
    await sender.freshToken();
    return sender;
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback', RUN_WORKERS: 'false', FORM_REQUESTS_PER_MINUTE: String(BURST) } });
  });
  afterAll(() => t?.close());

  it("counts down with the address's submissions, uses none itself, and is never cached", async () => {
    const sender = await visitor();
    const fresh = await askFrom(t, sender.ip).expect(200);
    expect(fresh.body).toEqual({ limited: false, remaining: 10, retryAfterSeconds: 0 });
    expect(fresh.headers['cache-control']).toBe('no-store');
    // Asking again and again takes nothing.
    for (let index = 0; index < 5; index += 1) expect(await allowance(sender.ip)).toEqual(fresh.body);

    const seen: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      await sender.post('contact', message()).expect(201);
      seen.push((await allowance(sender.ip)).remaining);
    }
    expect(seen).toEqual([9, 8, 7]);
    // Another address has its own hour.
    expect(await allowance(uniqueIp())).toEqual({ limited: false, remaining: 10, retryAfterSeconds: 0 });
    // And the looks did not cost this address a submission: seven more are accepted, then none.
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) statuses.push((await sender.post('contact', message())).status);
    expect(statuses).toEqual([...Array(7).fill(201), 429]);
  });

  it('says limited at the limit, with the wait the refusal gives, and frees up as the hour passes', async () => {
    const clock = controlClock(t);
    try {
      clock.freeze();
      const sender = await visitor();
      for (let index = 0; index < 4; index += 1) await sender.post('contact', message()).expect(201);
      clock.advance(20 * 60_000);
      for (let index = 0; index < 5; index += 1) await sender.post('contact', message()).expect(201);
      // Below the warning's threshold (3): one left.
      expect(await allowance(sender.ip)).toEqual({ limited: false, remaining: 1, retryAfterSeconds: 0 });
      await sender.post('contact', message()).expect(201);

      // Full until the first four are an hour old: 40 minutes from now, as the refused post says too.
      expect(await allowance(sender.ip)).toEqual({ limited: true, remaining: 0, retryAfterSeconds: 40 * 60 });
      const refused = await sender.post('contact', message()).expect(429);
      expect(Number(refused.headers['retry-after'])).toBe(40 * 60);
      expect(await allowance(sender.ip)).toEqual({ limited: true, remaining: 0, retryAfterSeconds: 40 * 60 });

      clock.advance(15 * 60_000);
      expect(await allowance(sender.ip)).toEqual({ limited: true, remaining: 0, retryAfterSeconds: 25 * 60 });
      // The first four leave the hour together: four places, and the post agrees.
      clock.advance(25 * 60_000);
      expect(await allowance(sender.ip)).toEqual({ limited: false, remaining: 4, retryAfterSeconds: 0 });
      await sender.post('contact', message()).expect(201);
      expect(await allowance(sender.ip)).toEqual({ limited: false, remaining: 3, retryAfterSeconds: 0 });
    } finally {
      clock.restore();
    }
  });

  it('tells nothing about an e-mail address: its count is not asked for and not counted in', async () => {
    const email = uniqueEmail('gizli');
    // The e-mail's hour is spent, from five addresses.
    for (let index = 0; index < 5; index += 1) await (await visitor()).post('contact', message(email)).expect(201);
    await (await visitor()).post('contact', message(email)).expect(429);

    const ip = uniqueIp();
    const asked = await askFrom(t, ip, `?email=${encodeURIComponent(email)}`).expect(200);
    expect(asked.body).toEqual({ limited: false, remaining: 10, retryAfterSeconds: 0 });
    expect(await allowance(ip)).toEqual(asked.body);
  });

  it("is behind the form endpoints' burst guard: so many requests a minute per address, then 429 with Retry-After", async () => {
    const ip = uniqueIp();
    for (let index = 0; index < BURST; index += 1) await askFrom(t, ip).expect(200);
    const refused = await askFrom(t, ip).expect(429);
    // The forms' own limit answer, so the storefront shows its limit message with the wait.
    expect(refused.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: 'Submission limit reached. Please try again later.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // One count for all the address's form requests: its token and its posts wait out the minute too.
    await request(t.server).get('/api/forms/token').set('X-Forwarded-For', ip).expect(429);
    expect((await new FormVisitor(t.server, ip).post('contact', message(), null)).status).toBe(429);
    // Another address may still look, and has its whole hour.
    expect(await allowance(uniqueIp())).toEqual({ limited: false, remaining: 10, retryAfterSeconds: 0 });
  });
});

describe('contact form allowance when Redis hangs', () => {
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

  it('answers as the spec says for a failed check (not limited, 5 remaining), without waiting for Redis', async () => {
    // The 10 s bound only tells a hang from an answer; the limiter gives up on the store after 500 ms.
    const response = await request(t.server).get('/api/forms/contact/allowance').timeout(10_000).expect(200);
    expect(response.body).toEqual({ limited: false, remaining: 5, retryAfterSeconds: 0 });
  });
});
