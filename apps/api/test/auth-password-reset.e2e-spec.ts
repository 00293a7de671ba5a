import { createHash } from 'node:crypto';
import request from 'supertest';
import { SecurityLog } from '../src/common/security/security-log';
import { totpCodeAt } from '../src/modules/two-factor/totp';
import { controlClock, linkToken, seedUser, signIn, uniqueEmail } from './support/accounts';
import { startTestApp, TEST_APP_BASE_URL, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

const NEW_PASSWORD = 'Yeni-Sifre-2025!';

describe('forgot and reset password', () => {
  let t: TestApp;
  let clock: ReturnType<typeof controlClock>;
  let securityEvents: jest.SpyInstance;

  const forgot = (email: string, headers: Record<string, string> = {}) =>
    request(t.server).post('/api/auth/password/forgot').set(headers).send({ email });
  const reset = (token: string, password = NEW_PASSWORD) =>
    request(t.server).post('/api/auth/password/reset').send({ token, password, confirmPassword: password });
  const mailsTo = (address: string) => t.mail.messages().filter((mail) => mail.to.includes(address));

  beforeAll(async () => {
    t = await startTestApp();
    clock = controlClock(t);
    securityEvents = jest.spyOn(t.app.get(SecurityLog), 'record');
  });
  afterAll(() => t?.close());

  it('answers the same for a known and an unknown address; the unknown one gets a notice without a link', async () => {
    const user = await seedUser(t);
    const stranger = uniqueEmail('yabanci');
    const known = await forgot(user.email).expect(202);
    const unknown = await forgot(stranger).expect(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ status: 'accepted' });

    const mail = await t.mail.waitFor((m) => m.to.includes(user.email));
    expect(mail.subject).toBe('Şifre sıfırlama isteğiniz');
    const { url, token } = linkToken(mail, '/auth/reset-password');
    expect(url).toMatch(new RegExp(`^${TEST_APP_BASE_URL}/auth/reset-password\\?token=[\\w-]{43}&type=recovery&expires_at=\\d+$`));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.dataSource.query(`SELECT token_hash FROM auth_tokens WHERE purpose = 'reset_password' AND user_id = $1`, [user.id]);
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);

    const notice = await t.mail.waitFor((m) => m.to.includes(stranger));
    expect(notice.subject).toBe('Şifre sıfırlama isteği');
    expect(notice.text).not.toMatch(/token=/);
    expect(securityEvents).toHaveBeenCalledWith('password_reset_requested', expect.objectContaining({ outcome: 'success' }));
  });

  it('mails once per 5 minutes; a newer link voids the older one', async () => {
    const user = await seedUser(t);
    await forgot(user.email).expect(202);
    clock.advance(10_000);
    await forgot(user.email).expect(202);
    const first = linkToken(await t.mail.waitFor((m) => m.to.includes(user.email)), '/auth/reset-password').token;
    expect(await t.dataSource.query(`SELECT id FROM mail_outbox WHERE to_address = $1`, [user.email])).toHaveLength(1);

    clock.advance(5 * 60_000 - 10_000 + 1_000);
    await forgot(user.email).expect(202);
    await waitUntil(() => mailsTo(user.email).length === 2, 'the second reset mail');
    const second = linkToken(mailsTo(user.email)[1], '/auth/reset-password').token;
    expect((await reset(first).expect(400)).body.code).toBe('INVALID_TOKEN');
    await reset(second).expect(200, { status: 'reset' });
  });

  it('keeps a link valid for 24 hours and single use', async () => {
    const early = await seedUser(t);
    await forgot(early.email).expect(202);
    const token = linkToken(await t.mail.waitFor((m) => m.to.includes(early.email)), '/auth/reset-password').token;
    clock.advance(23 * 3600_000 + 59 * 60_000);
    await reset(token).expect(200);
    expect((await reset(token).expect(400)).body.code).toBe('INVALID_TOKEN');

    const late = await seedUser(t);
    await forgot(late.email).expect(202);
    const lateToken = linkToken(await t.mail.waitFor((m) => m.to.includes(late.email)), '/auth/reset-password').token;
    clock.advance(24 * 3600_000 + 1_000);
    expect((await reset(lateToken).expect(400)).body.code).toBe('TOKEN_EXPIRED');
  });

  it('builds the link from APP_BASE_URL whatever the Host header says', async () => {
    const user = await seedUser(t);
    await forgot(user.email, { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' }).expect(202);
    const mail = await t.mail.waitFor((m) => m.to.includes(user.email));
    expect(linkToken(mail, '/auth/reset-password').url.startsWith(`${TEST_APP_BASE_URL}/`)).toBe(true);
    expect(mail.text).not.toContain('evil.example');
  });

  it('ends every session, mails a notice, keeps two-factor, and refuses a weak new password without spending the link', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const user = await seedUser(t, { totpSecret: secret });
    const jar = await signIn(t, user);
    await forgot(user.email).expect(202);
    const token = linkToken(await t.mail.waitFor((m) => m.to.includes(user.email)), '/auth/reset-password').token;

    const weak = await reset(token, 'Password123!').expect(400);
    expect(weak.body.fields).toEqual({ password: ['passwordCommon'] });
    const noSymbol = await reset(token, 'Abcdefgh12').expect(400);
    expect(noSymbol.body.fields).toEqual({ password: ['passwordCompositionSymbol'] });

    await reset(token).expect(200);
    await request(t.server).get('/api/auth/session').set('Cookie', jar.header()).expect(401);
    await request(t.server).post('/api/auth/refresh').set('Cookie', jar.header()).expect(401);
    const notice = await t.mail.waitFor((m) => m.to.includes(user.email) && m.subject === 'Şifreniz değiştirildi');
    expect(notice.text).toContain(`${TEST_APP_BASE_URL}/auth/forgot-password`);

    const login = await request(t.server).post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    expect(login.body.status).toBe('mfa_required');
    clock.advance(30_000); // the sign-in above spent this time step's code
    const code = totpCodeAt(secret, clock.now().getTime());
    const mfa = await request(t.server).post('/api/auth/login/mfa').send({ challengeToken: login.body.challengeToken, code });
    expect(mfa.status).toBe(200);
    expect(securityEvents).toHaveBeenCalledWith('password_reset', expect.objectContaining({ userId: user.id }));
  });

  it('limits guessing at the token endpoint (429)', async () => {
    const fake = 'A'.repeat(43);
    clock.advance(16 * 60_000); // a fresh 15-minute window for this address
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await reset(fake)).status);
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
