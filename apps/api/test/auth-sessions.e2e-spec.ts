import request from 'supertest';
import { SecurityLog } from '../src/common/security/security-log';
import { CookieJar, controlClock, seedUser, setCookies, signIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

describe('sessions: cookies, refresh rotation, timeouts, sign-out', () => {
  let t: TestApp;
  let clock: ReturnType<typeof controlClock>;
  let securityEvents: jest.SpyInstance;

  const session = (jar: CookieJar) => request(t.server).get('/api/auth/session').set('Cookie', jar.header());
  const refresh = (jar: CookieJar) => request(t.server).post('/api/auth/refresh').set('Cookie', jar.header());

  beforeAll(async () => {
    t = await startTestApp();
    clock = controlClock(t);
    securityEvents = jest.spyOn(t.app.get(SecurityLog), 'record');
  });
  afterAll(() => t?.close());

  it('sets httpOnly, SameSite=Strict, host-wide cookies and answers who is signed in', async () => {
    const user = await seedUser(t);
    const login = await request(t.server).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const all = setCookies(login);
    // The signed-in hint is for the page to read (no secret in it); every other cookie is httpOnly.
    const hint = all.find((line) => line.startsWith('harman_signed_in='));
    expect(hint).toMatch(/^harman_signed_in=1; Max-Age=\d+; Path=\/; Expires=[^;]+; SameSite=Strict$/);
    expect(Number(/Max-Age=(\d+)/.exec(hint!)![1])).toBe(Number(/Max-Age=(\d+)/.exec(all.find((line) => line.startsWith('harman_rt='))!)![1]));
    const lines = all.filter((line) => line !== hint);
    expect(lines.map((line) => line.split('=')[0]).sort()).toEqual(['harman_at', 'harman_dev', 'harman_rt']);
    for (const line of lines) {
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Strict/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/Domain=/i);
      expect(line).not.toMatch(/; Secure/); // test and development run on plain http
    }
    expect(login.body.session.user).toEqual({
      id: user.id,
      email: user.email,
      fullName: 'Ayşe Yılmaz',
      role: 'user',
      emailVerified: true,
      totpEnabled: false,
    });
    const jar = new CookieJar().take(login);
    expect(jar.get('harman_rt')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const answer = await session(jar).expect(200);
    expect(answer.body.user.id).toBe(user.id);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(new Date(answer.body.accessExpiresAt).getTime() - Date.now()).toBeLessThanOrEqual(900_000);
    await request(t.server).get('/api/auth/session').expect(401);
  });

  it('rotates the refresh token, and ends the whole session when a rotated one comes back', async () => {
    const jar = await signIn(t, await seedUser(t));
    const stolen = jar.clone();
    const first = await refresh(jar).expect(200);
    jar.take(first);
    expect(jar.get('harman_rt')).not.toBe(stolen.get('harman_rt'));
    await session(jar).expect(200);

    // The thief replays the old refresh token: refused, and the family (the owner's new tokens too) ends.
    const replay = await refresh(stolen).expect(401);
    expect(setCookies(replay).some((line) => line.startsWith('harman_rt=;'))).toBe(true);
    await refresh(jar).expect(401);
    await session(jar).expect(401);
    expect(securityEvents).toHaveBeenCalledWith('refresh_reuse', expect.objectContaining({ outcome: 'blocked' }));
    const [row] = await t.dataSource.query(`SELECT revoked_reason FROM user_sessions WHERE id = (
      SELECT session_id FROM refresh_tokens ORDER BY created_at DESC LIMIT 1)`);
    expect(row.revoked_reason).toBe('refresh_reuse');
  });

  it('expires the access cookie after 15 minutes; a refresh gets a new one', async () => {
    const jar = await signIn(t, await seedUser(t));
    clock.advance(14 * 60_000);
    await session(jar).expect(200);
    clock.advance(60_000 + 1_000);
    await session(jar).expect(401);
    jar.take(await refresh(jar).expect(200));
    await session(jar).expect(200);
  });

  it('ends a session idle for 30 minutes, and any session 12 hours after sign-in', async () => {
    const idle = await signIn(t, await seedUser(t));
    clock.advance(30 * 60_000 + 1_000);
    await refresh(idle).expect(401);

    const busy = await signIn(t, await seedUser(t));
    // Activity every 10 minutes keeps it alive until the absolute end.
    for (let minutes = 10; minutes < 12 * 60; minutes += 10) {
      clock.advance(10 * 60_000);
      busy.take(await refresh(busy).expect(200));
    }
    clock.advance(10 * 60_000);
    await refresh(busy).expect(401);
    await session(busy).expect(401);
  });

  it('signs out on the server: the old cookies are worthless afterwards', async () => {
    const jar = await signIn(t, await seedUser(t));
    const copy = jar.clone();
    const out = await request(t.server).post('/api/auth/logout').set('Cookie', jar.header()).expect(204);
    expect(setCookies(out).filter((line) => /^harman_(at|rt|signed_in)=;/.test(line))).toHaveLength(3);
    await session(copy).expect(401);
    await refresh(copy).expect(401);
    // Signing out without a session is harmless.
    await request(t.server).post('/api/auth/logout').expect(204);
  });

  it('signs out with only the refresh cookie left (expired access cookie)', async () => {
    const jar = await signIn(t, await seedUser(t));
    clock.advance(16 * 60_000);
    await request(t.server).post('/api/auth/logout').set('Cookie', jar.header()).expect(204);
    await refresh(jar).expect(401);
  });

  it('lists my sessions, ends one, and ends every other one', async () => {
    const user = await seedUser(t);
    const laptop = await signIn(t, user);
    const phone = await signIn(t, user);
    const tablet = await signIn(t, user);
    const list = await request(t.server).get('/api/account/sessions').set('Cookie', laptop.header()).expect(200);
    expect(list.body.sessions).toHaveLength(3);
    expect(list.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    // An IPv4 visitor's address as people write it, not the socket's IPv4-mapped '::ffff:127.0.0.1' (issue 13).
    await t.dataSource.query(`UPDATE user_sessions SET ip = '::ffff:203.0.113.7' WHERE user_id = $1`, [user.id]);
    const shown = await request(t.server).get('/api/account/sessions').set('Cookie', laptop.header()).expect(200);
    expect(shown.body.sessions.map((s: { ip: string | null }) => s.ip)).toEqual(['203.0.113.7', '203.0.113.7', '203.0.113.7']);

    const phoneId = (await request(t.server).get('/api/account/sessions').set('Cookie', phone.header())).body.sessions.find(
      (s: { current: boolean }) => s.current,
    ).id;
    await request(t.server).delete(`/api/account/sessions/${phoneId}`).set('Cookie', laptop.header()).expect(204);
    await session(phone).expect(401);

    const ended = await request(t.server).post('/api/account/sessions/end-others').set('Cookie', laptop.header()).expect(200);
    expect(ended.body).toEqual({ ended: 1 });
    await session(tablet).expect(401);
    await session(laptop).expect(200);

    // Another user's session id is simply not found, and stays alive.
    const stranger = await signIn(t, await seedUser(t));
    const strangerId = (await request(t.server).get('/api/account/sessions').set('Cookie', stranger.header())).body.sessions[0].id;
    await request(t.server).delete(`/api/account/sessions/${strangerId}`).set('Cookie', laptop.header()).expect(404);
    await request(t.server).delete(`/api/account/sessions/not-a-uuid`).set('Cookie', laptop.header()).expect(400);
    await session(stranger).expect(200);
  });

  it('ends the other sessions when the password changes, and keeps this one', async () => {
    const user = await seedUser(t);
    const a = await signIn(t, user);
    const b = await signIn(t, user);
    const change = (body: object) => request(t.server).post('/api/account/password').set('Cookie', a.header()).send(body);
    const wrong = await change({ currentPassword: 'Not-The-Password-1', newPassword: 'Yeni-Sifre-2025x', confirmPassword: 'Yeni-Sifre-2025x' }).expect(403);
    expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', fields: { currentPassword: ['currentPasswordWrong'] } });
    await session(b).expect(200);

    await change({ currentPassword: user.password, newPassword: 'Yeni-Sifre-2025x', confirmPassword: 'Yeni-Sifre-2025x' }).expect(200);
    await session(b).expect(401);
    await session(a).expect(200);
    const notice = await t.mail.waitFor((m) => m.to.includes(user.email) && m.subject === 'Şifreniz değiştirildi');
    expect(notice.text).toContain('/auth/forgot-password');
    await request(t.server).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await request(t.server).post('/api/auth/login').send({ email: user.email, password: 'Yeni-Sifre-2025x' }).expect(200);
  });

  it('ends the session the browser held before signing in again', async () => {
    const user = await seedUser(t);
    const before = await signIn(t, user);
    const after = await signIn(t, user, before.clone());
    expect(after.get('harman_rt')).not.toBe(before.get('harman_rt'));
    await session(before).expect(401);
    await session(after).expect(200);
  });

  it('keeps a disabled account out at its next request', async () => {
    const user = await seedUser(t);
    const jar = await signIn(t, user);
    await t.dataSource.query(`UPDATE users SET status = 'disabled' WHERE id = $1`, [user.id]);
    await session(jar).expect(401);
    await refresh(jar).expect(401);
  });
});

describe('session cookies outside development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { AUTH_COOKIE_SECURE: 'true' } });
  });
  afterAll(() => t?.close());

  it('are Secure and __Host- prefixed', async () => {
    const user = await seedUser(t);
    const login = await request(t.server).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const all = setCookies(login);
    expect(all.find((line) => line.startsWith('__Host-harman_signed_in='))).toMatch(/; Path=\/; Expires=[^;]+; Secure; SameSite=Strict$/);
    const lines = all.filter((line) => !line.startsWith('__Host-harman_signed_in='));
    expect(lines.map((line) => line.split('=')[0]).sort()).toEqual(['__Host-harman_at', '__Host-harman_dev', '__Host-harman_rt']);
    for (const line of lines) {
      expect(line).toMatch(/; Path=\/;/);
      expect(line).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);
      expect(line).not.toMatch(/Domain=/i);
    }
    const jar = new CookieJar().take(login);
    await request(t.server).get('/api/auth/session').set('Cookie', jar.header()).expect(200);
    // The unprefixed name is not read: a cookie planted without the prefix signs nobody in.
    await request(t.server).get('/api/auth/session').set('Cookie', `harman_at=${jar.get('__Host-harman_at')}`).expect(401);
  });
});
