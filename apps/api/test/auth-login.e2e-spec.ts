import request from 'supertest';
import { SecurityLog } from '../src/common/security/security-log';
import { PasswordHasher } from '../src/modules/users/password-hasher';
import { CookieJar, controlClock, linkToken, seedUser, uniqueEmail } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const WRONG = 'Wrong-Password-99';

describe('sign-in, lockout and enumeration', () => {
  let t: TestApp;
  let clock: ReturnType<typeof controlClock>;
  let securityEvents: jest.SpyInstance;
  let ipCounter = 0;
  /** A fresh client address per call (the app trusts one proxy hop, as behind the shell's proxy). */
  const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const login = (email: string, password: string, ip: string, jar?: CookieJar) =>
    request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .set('Cookie', jar?.header() ?? '')
      .send({ email, password });

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '1' } });
    clock = controlClock(t);
    clock.freeze(); // the lock's last second is asserted: real time must not move it
    securityEvents = jest.spyOn(t.app.get(SecurityLog), 'record');
  });
  afterAll(() => t?.close());

  it('answers an unknown address and a wrong password with the same status, body and work', async () => {
    const user = await seedUser(t);
    const unknown = await login(uniqueEmail('yok'), WRONG, newIp());
    const wrong = await login(user.email, WRONG, newIp());
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ statusCode: 401, code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' });

    // The time of an answer is the argon2 verification (tens of milliseconds; the rest is a few queries): both
    // paths run exactly one, an unknown address against a dummy hash with the same parameters. Counted rather than
    // clocked, so the check holds on a busy machine.
    const hasher = t.app.get(PasswordHasher);
    for (const email of [user.email, uniqueEmail('yok')]) {
      const before = hasher.verifications;
      await login(email, WRONG, newIp()).expect(401);
      expect(hasher.verifications - before).toBe(1);
    }
    expect(securityEvents).toHaveBeenCalledWith('login_failure', expect.objectContaining({ outcome: 'failure', userId: user.id }));
  });

  it('warns from the third failure, locks at the fifth for 30 minutes, refuses even the right password meanwhile', async () => {
    const user = await seedUser(t);
    const ip = newIp();
    expect((await login(user.email, WRONG, ip).expect(401)).body.details).toBeUndefined();
    expect((await login(user.email, WRONG, ip).expect(401)).body.details).toBeUndefined();
    expect((await login(user.email, WRONG, ip).expect(401)).body.details).toEqual({ remainingAttempts: 2 });
    expect((await login(user.email, WRONG, ip).expect(401)).body.details).toEqual({ remainingAttempts: 1 });
    const fifth = await login(user.email, WRONG, ip).expect(423);
    expect(fifth.headers['retry-after']).toBe('1800');
    expect(fifth.body).toEqual({
      statusCode: 423,
      code: 'ACCOUNT_LOCKED',
      message: 'Too many failed sign-in attempts',
      details: { retryAfterSeconds: 1800 },
    });

    const verificationsBefore = t.app.get(PasswordHasher).verifications;
    const right = await login(user.email, user.password, ip).expect(423);
    const wrong = await login(user.email, WRONG, ip).expect(423);
    expect(right.body).toEqual(wrong.body);
    expect(t.app.get(PasswordHasher).verifications).toBe(verificationsBefore); // refused before any verification
    expect(securityEvents).toHaveBeenCalledWith('login_locked', expect.objectContaining({ outcome: 'blocked' }));

    clock.advance(29 * 60_000 + 59_000);
    expect((await login(user.email, user.password, ip).expect(423)).body.details).toEqual({ retryAfterSeconds: 1 });
    clock.advance(2_000);
    expect((await login(user.email, user.password, ip).expect(200)).body.status).toBe('signed_in');
    // A success clears the count: the next failure is a first one again.
    expect((await login(user.email, WRONG, ip).expect(401)).body.details).toBeUndefined();
  });

  it('lets 50 concurrent wrong guesses run at most 5 password verifications', async () => {
    const user = await seedUser(t);
    const ip = newIp();
    const hasher = t.app.get(PasswordHasher);
    const before = hasher.verifications;
    const answers = await Promise.all(Array.from({ length: 50 }, () => login(user.email, WRONG, ip)));
    expect(hasher.verifications - before).toBe(5);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 423)).toHaveLength(46);
  });

  it('counts every spelling of one address together', async () => {
    const email = uniqueEmail('Alice');
    const user = await seedUser(t, { email: email.toLowerCase() });
    const ip = newIp();
    await login(email.toUpperCase(), WRONG, ip).expect(401);
    await login(`  ${email} `, WRONG, ip).expect(401);
    expect((await login(user.email, WRONG, ip).expect(401)).body.details).toEqual({ remainingAttempts: 2 });
  });

  it("does not let a stranger's failures lock the owner out", async () => {
    const owner = await seedUser(t);
    const ownerIp = newIp();
    // The owner has signed in on this browser before: it holds a device cookie.
    const ownerBrowser = new CookieJar().take(await login(owner.email, owner.password, ownerIp).expect(200));
    expect(ownerBrowser.get('harman_dev')).toBeDefined();

    const strangerIp = newIp();
    for (let i = 0; i < 4; i += 1) await login(owner.email, WRONG, strangerIp).expect(401);
    await login(owner.email, WRONG, strangerIp).expect(423);
    await login(owner.email, owner.password, strangerIp).expect(423);

    // Same address as the stranger (a shared network) but the owner's own browser, and the owner elsewhere.
    const device = new CookieJar();
    device.values.set('harman_dev', ownerBrowser.get('harman_dev')!);
    expect((await login(owner.email, owner.password, strangerIp, device).expect(200)).body.status).toBe('signed_in');
    expect((await login(owner.email, owner.password, newIp()).expect(200)).body.status).toBe('signed_in');
    // A forged device cookie is just an address.
    const forged = new CookieJar();
    forged.values.set('harman_dev', 'AAAAAAAAAAAAAAAAAAAAAA.forged');
    await login(owner.email, owner.password, strangerIp, forged).expect(423);
  });

  it('lifts the lock when the password is reset', async () => {
    const user = await seedUser(t);
    const ip = newIp();
    for (let i = 0; i < 4; i += 1) await login(user.email, WRONG, ip).expect(401);
    await login(user.email, WRONG, ip).expect(423);

    await request(t.server).post('/api/auth/password/forgot').set('X-Forwarded-For', ip).send({ email: user.email }).expect(202);
    const { token } = linkToken(await t.mail.waitFor((m) => m.to.includes(user.email)), '/auth/reset-password');
    const password = 'Yepyeni-Sifre-2025!';
    await request(t.server)
      .post('/api/auth/password/reset')
      .set('X-Forwarded-For', ip)
      .send({ token, password, confirmPassword: password })
      .expect(200);
    expect((await login(user.email, password, ip).expect(200)).body.status).toBe('signed_in');
  });

  it('does not let failures on an unknown address block its later sign-up', async () => {
    const email = uniqueEmail('sonra');
    const ip = newIp();
    for (let i = 0; i < 4; i += 1) await login(email, WRONG, ip).expect(401);
    await login(email, WRONG, ip).expect(423);
    const password = 'Kayit-Icin-Sifre-5';
    await request(t.server)
      .post('/api/auth/register')
      .set('X-Forwarded-For', ip)
      .send({ fullName: 'Yeni Müşteri', email, password, confirmPassword: password, terms: true })
      .expect(202);
    const { token } = linkToken(await t.mail.waitFor((m) => m.to.includes(email)), '/auth/verify');
    await request(t.server).post('/api/auth/verify-email').set('X-Forwarded-For', ip).send({ token }).expect(200);
    expect((await login(email, password, newIp()).expect(200)).body.status).toBe('signed_in');
  });

  it('stops one address that keeps failing across many accounts (429)', async () => {
    const ip = newIp();
    const answers: number[] = [];
    for (let i = 0; i < 51; i += 1) answers.push((await login(uniqueEmail('tarama'), WRONG, ip)).status);
    expect(answers.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(answers[50]).toBe(429);
    const user = await seedUser(t);
    const blocked = await login(user.email, user.password, ip).expect(429);
    expect(blocked.body).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    expect(securityEvents).toHaveBeenCalledWith('login_rate_limited', expect.objectContaining({ ip }));
    await login(user.email, user.password, newIp()).expect(200);
  });

  it('refuses malformed sign-in bodies with field messages, never a 5xx', async () => {
    const ip = newIp();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { email: ['emailRequired'], password: ['passwordRequired'] }],
      [{ email: 'a@b', password: 'abcdefg' }, { email: ['emailInvalid'] }],
      [{ email: 'ayse@example.com', password: '12345' }, { password: ['passwordMin6'] }],
      [{ email: ['x'], password: null }, { email: ['emailRequired'], password: ['passwordRequired'] }],
      [{ email: 'ayse@example.com', password: 'abcdefg', rememberMe: true }, { rememberMe: ['Unknown field'] }],
    ];
    for (const [body, fields] of cases) {
      const response = await request(t.server).post('/api/auth/login').set('X-Forwarded-For', ip).send(body as object);
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual(fields);
    }
    const polluted = await request(t.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":"a@x.com","password":"abcdefg","__proto__":{"isAdmin":true}}');
    expect(polluted.status).toBeLessThan(500);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
