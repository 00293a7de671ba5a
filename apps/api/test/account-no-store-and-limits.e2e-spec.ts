import request from 'supertest';
import { seedUser, signIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

/** Issue 13, finding 7: account answers are never cached; newsletter sign-ups and review writes are limited per address. */
describe('account caching and per-address limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1' } });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers every account and sign-in request with Cache-Control: no-store, errors included', async () => {
    const jar = await signIn(t, await seedUser(t));
    for (const path of ['/api/account/security', '/api/account/profile', '/api/account/addresses', '/api/account/cards', '/api/account/sessions', '/api/auth/session']) {
      const response = await request(t.server).get(path).set('Cookie', jar.header());
      expect([path, response.status]).toEqual([path, 200]);
      expect([path, response.headers['cache-control']]).toEqual([path, 'no-store']);
    }
    expect((await request(t.server).get('/api/account/profile').expect(401)).headers['cache-control']).toBe('no-store');
    // Public catalogue answers keep their own caching.
    expect((await request(t.server).get('/api/products').expect(200)).headers['cache-control']).not.toBe('no-store');
  });

  it("lists a session's IPv4 address as the owner knows it, not as ::ffff:127.0.0.1 (issue 13, a shopper's defect)", async () => {
    const jar = await signIn(t, await seedUser(t));
    const sessions = (await request(t.server).get('/api/account/sessions').set('Cookie', jar.header()).expect(200)).body.sessions;
    expect(sessions.map((session: { ip: string }) => session.ip)).toEqual(['127.0.0.1']);
  });

  it('takes at most 10 newsletter sign-ups an hour from one address', async () => {
    const signUp = (index: number, ip: string) =>
      request(t.server).post('/api/newsletter/subscriptions').set('X-Forwarded-For', ip).send({ email: `bulten-${index}-${Date.now()}@example.com` });
    for (let i = 0; i < 10; i += 1) await signUp(i, '192.0.2.71').expect(202);
    const refused = await signUp(10, '192.0.2.71').expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    expect(refused.headers['retry-after']).toBeDefined();
    await signUp(11, '192.0.2.72').expect(202);
  });

  it('takes at most 20 review writes (posting or rewriting) an hour from one address, across accounts', async () => {
    const customers = await Promise.all([seedUser(t), seedUser(t)]);
    const jars = [await signIn(t, customers[0]), await signIn(t, customers[1])];
    const write = (index: number, ip: string) =>
      request(t.server)
        .put('/api/products/kenya-aa/reviews/mine')
        .set('X-Forwarded-For', ip)
        .set('Cookie', jars[index % 2].header())
        .send({ rating: 4, text: `Dengeli, meyvemsi ve temiz bir fincan (${index}).`, authorName: 'Ayşe K.' });
    for (let i = 0; i < 20; i += 1) expect((await write(i, '192.0.2.81')).status).toBeLessThan(300);
    expect((await write(20, '192.0.2.81').expect(429)).body.code).toBe('RATE_LIMITED');
    expect((await write(21, '192.0.2.82')).status).toBe(200);
  });
});
