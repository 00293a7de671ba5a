import { createHash } from 'node:crypto';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { SecurityLog } from '../src/common/security/security-log';
import { CookieJar, controlClock, linkToken, seedUser, STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { startTestApp, TEST_APP_BASE_URL, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** `$argon2id$v=19$m=19456,t=2,p=1$salt$hash` (parameters in any order). */
function parsePhc(hash: string) {
  const [, algorithm, version, params, salt, digest] = hash.split('$');
  const values = Object.fromEntries(params.split(',').map((pair) => pair.split('=')).map(([k, v]) => [k, Number(v)]));
  return { algorithm, version, params: values as { m: number; t: number; p: number }, salt, digest };
}

describe('sign-up and e-mail verification', () => {
  let t: TestApp;
  let clock: ReturnType<typeof controlClock>;
  let securityEvents: jest.SpyInstance;

  const register = (body: Record<string, unknown>) => request(t.server).post('/api/auth/register').send(body);
  const form = (email: string, extra: Record<string, unknown> = {}) => ({
    fullName: 'Ayşe Yılmaz',
    email,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    terms: true,
    ...extra,
  });
  const mailsTo = (address: string) => t.mail.messages().filter((mail) => mail.to.includes(address));
  const login = (email: string, password = STRONG_PASSWORD) => request(t.server).post('/api/auth/login').send({ email, password });

  beforeAll(async () => {
    t = await startTestApp();
    clock = controlClock(t);
    securityEvents = jest.spyOn(t.app.get(SecurityLog), 'record');
  });
  afterAll(() => t?.close());

  it('creates an unverified account, hashes the password with argon2id (m=19456, t=2, p=1), and mails a link', async () => {
    const email = uniqueEmail('kayit');
    const response = await register(form(email)).expect(202);
    expect(response.body).toEqual({ status: 'accepted' });

    const [user] = await t.dataSource.query(`SELECT password_hash, email_verified_at, role FROM users WHERE email = $1`, [email]);
    expect(user.email_verified_at).toBeNull();
    expect(user.role).toBe('user');
    const phc = parsePhc(user.password_hash);
    expect(phc.algorithm).toBe('argon2id');
    expect(phc.params.m).toBeGreaterThanOrEqual(19456);
    expect(phc.params.t).toBeGreaterThanOrEqual(2);
    expect(phc.params.p).toBe(1);
    expect(Buffer.from(phc.salt, 'base64').length).toBe(16);

    const mail = await t.mail.waitFor((message) => message.to.includes(email));
    expect(mail.subject).toBe('E-posta adresinizi doğrulayın');
    const { url, token } = linkToken(mail, '/auth/verify');
    expect(url.startsWith(`${TEST_APP_BASE_URL}/auth/verify?token=`)).toBe(true);
    expect(url).toContain('type=email_confirmation');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await t.dataSource.query(`SELECT token_hash FROM auth_tokens WHERE purpose = 'verify_email' AND token_hash = $1`, [sha256(token)]);
    expect(stored).toHaveLength(1);
    const dump = JSON.stringify(await t.dataSource.query(`SELECT * FROM auth_tokens`));
    expect(dump).not.toContain(token);
    expect(securityEvents).toHaveBeenCalledWith('register', expect.objectContaining({ outcome: 'success', reason: 'created' }));
  });

  it('gives two accounts with one password two different hashes', async () => {
    const [a, b] = [uniqueEmail(), uniqueEmail()];
    await register(form(a)).expect(202);
    await register(form(b)).expect(202);
    const rows = await t.dataSource.query<{ password_hash: string }[]>(`SELECT password_hash FROM users WHERE email = ANY($1)`, [[a, b]]);
    expect(rows).toHaveLength(2);
    expect(rows[0].password_hash).not.toBe(rows[1].password_hash);
  });

  it('signs in only after the link is opened; the link works once and not after 24 hours', async () => {
    const email = uniqueEmail();
    await register(form(email)).expect(202);
    const { token } = linkToken(await t.mail.waitFor((m) => m.to.includes(email)), '/auth/verify');

    // The right password on an unverified account says so; a wrong one does not.
    expect((await login(email).expect(403)).body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    expect((await login(email, 'Wrong-Password-1').expect(401)).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    await request(t.server).post('/api/auth/verify-email').send({ token }).expect(200, { status: 'verified' });
    expect((await request(t.server).post('/api/auth/verify-email').send({ token }).expect(400)).body).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await login(email).expect(200)).body.status).toBe('signed_in');

    const late = uniqueEmail();
    await register(form(late)).expect(202);
    const lateToken = linkToken(await t.mail.waitFor((m) => m.to.includes(late)), '/auth/verify').token;
    clock.advance(24 * 3600_000 + 1_000);
    try {
      const expired = await request(t.server).post('/api/auth/verify-email').send({ token: lateToken }).expect(400);
      expect(expired.body).toMatchObject({ code: 'TOKEN_EXPIRED' });
    } finally {
      clock.advance(-(24 * 3600_000 + 1_000));
    }
  });

  it('answers a taken address exactly like a new one and tells its owner by mail instead', async () => {
    const owner = await seedUser(t, { email: uniqueEmail('sahip') });
    const fresh = uniqueEmail('yeni');
    const taken = await register(form(` ${owner.email.toUpperCase()} `, { password: 'Baska-Bir-Sifre-77', confirmPassword: 'Baska-Bir-Sifre-77' }));
    const created = await register(form(fresh));
    expect(taken.status).toBe(created.status);
    expect(taken.body).toEqual(created.body);

    const notice = await t.mail.waitFor((m) => m.to.includes(owner.email));
    expect(notice.subject).toBe('Bu e-posta adresi zaten kayıtlı');
    expect(notice.text).not.toMatch(/token=/);
    // Case and spaces do not make a second account; the original password still works.
    expect(await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [owner.email])).toHaveLength(1);
    expect((await login(owner.email, owner.password).expect(200)).body.status).toBe('signed_in');
  });

  it('sends at most one verification mail a minute, and a newer link voids the older one', async () => {
    const email = uniqueEmail('tekrar');
    await register(form(email)).expect(202);
    const first = linkToken(await t.mail.waitFor((m) => m.to.includes(email)), '/auth/verify').token;
    const resend = () => request(t.server).post('/api/auth/verify-email/resend').send({ email, language: 'en' });

    await resend().expect(202, { status: 'accepted' });
    expect(await t.dataSource.query(`SELECT id FROM mail_outbox WHERE to_address = $1`, [email])).toHaveLength(1);

    clock.advance(61_000);
    await resend().expect(202, { status: 'accepted' });
    await waitUntil(() => mailsTo(email).length === 2, 'the second verification mail');
    const second = mailsTo(email)[1];
    expect(second.subject).toBe('Verify your e-mail address');
    const token = linkToken(second, '/auth/verify').token;
    expect((await request(t.server).post('/api/auth/verify-email').send({ token: first }).expect(400)).body.code).toBe('INVALID_TOKEN');
    await request(t.server).post('/api/auth/verify-email').send({ token }).expect(200);
    // An unknown address gets the same answer and no mail.
    await request(t.server).post('/api/auth/verify-email/resend').send({ email: uniqueEmail('yok') }).expect(202, { status: 'accepted' });
  });

  it('validates with the shared schema and names each field', async () => {
    const email = uniqueEmail();
    const short = await register(form(email, { password: 'Ab1', confirmPassword: 'Ab1' })).expect(400);
    expect(short.body.fields).toEqual({ password: ['passwordMin8'] });
    const noDigit = await register(form(email, { password: 'Abcdefghij', confirmPassword: 'Abcdefghij' })).expect(400);
    expect(noDigit.body.fields).toEqual({ password: ['passwordComposition'] });
    const mismatch = await register(form(email, { confirmPassword: 'Something-Else-1' })).expect(400);
    expect(mismatch.body.fields).toEqual({ confirmPassword: ['passwordsMismatch'] });
    const terms = await register(form(email, { terms: false })).expect(400);
    expect(terms.body.fields).toEqual({ terms: ['termsRequired'] });
    const name = await register(form(email, { fullName: 'A' })).expect(400);
    expect(name.body.fields).toEqual({ fullName: ['fullNameMin2'] });
    const common = await register(form(email, { password: 'Password123', confirmPassword: 'Password123' })).expect(400);
    expect(common.body.fields).toEqual({ password: ['passwordCommon'] });
    const extra = await register(form(email, { role: 'admin' })).expect(400);
    expect(extra.body.fields).toEqual({ role: ['Unknown field'] });
    const redos = await register(form(`${'a'.repeat(50_000)}!`)).expect(400);
    expect(redos.body.fields.email).toEqual(['emailInvalid']);
    expect(await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])).toHaveLength(0);
  });

  it('accepts long and non-ASCII passwords as typed, without trimming or case folding', async () => {
    const passphrase = `Pässwörd🙂 ${'kahve-Fincan-9 '.repeat(7)}sonu `;
    expect(Array.from(passphrase).length).toBeGreaterThan(64);
    const user = await seedUser(t, { password: passphrase });
    expect((await login(user.email, user.password).expect(200)).body.status).toBe('signed_in');
    await login(user.email, user.password.toUpperCase()).expect(401);
    await login(user.email, user.password.trim()).expect(401);
    await login(user.email, user.password.slice(0, -1)).expect(401);
  });

  it('rehashes on sign-in when the argon2 parameters have been raised', async () => {
    const user = await seedUser(t);
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const before = config.auth.argon2.timeCost;
    config.auth.argon2.timeCost = before + 1;
    try {
      await login(user.email, user.password).expect(200);
      const [row] = await t.dataSource.query(`SELECT password_hash FROM users WHERE id = $1`, [user.id]);
      expect(parsePhc(row.password_hash).params.t).toBe(before + 1);
      await login(user.email, user.password).expect(200);
    } finally {
      config.auth.argon2.timeCost = before;
    }
  });

  it('keeps the new jar of a signed-in client free of anything but the session cookies', async () => {
    const user = await seedUser(t);
    const jar = new CookieJar().take(await login(user.email, user.password).expect(200));
    expect([...jar.values.keys()].sort()).toEqual(['harman_at', 'harman_dev', 'harman_rt', 'harman_signed_in']);
  });
});
