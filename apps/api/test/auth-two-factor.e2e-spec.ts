import request from 'supertest';
import { SecurityLog } from '../src/common/security/security-log';
import { MfaChallenges } from '../src/modules/auth/helpers/mfa-challenge';
import { totpCodeAt } from '../src/modules/two-factor/totp';
import { CookieJar, controlClock, seedUser, signIn, type SeededUser } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

describe('two-factor (TOTP)', () => {
  let t: TestApp;
  let clock: ReturnType<typeof controlClock>;
  let securityEvents: jest.SpyInstance;

  const post = (path: string, jar: CookieJar, body: object) => request(t.server).post(path).set('Cookie', jar.header()).send(body);
  const passwordStep = (user: SeededUser) => request(t.server).post('/api/auth/login').send({ email: user.email, password: user.password });
  const codeStep = (challengeToken: string, code: string) => request(t.server).post('/api/auth/login/mfa').send({ challengeToken, code });
  const at = (secret: string, offsetMs = 0) => totpCodeAt(secret, clock.now().getTime() + offsetMs);
  const nextStep = () => clock.advance(30_000);

  beforeAll(async () => {
    t = await startTestApp();
    clock = controlClock(t);
    clock.freeze(); // codes for the steps either side are computed before they are sent
    securityEvents = jest.spyOn(t.app.get(SecurityLog), 'record');
  });
  afterAll(() => t?.close());

  it('turns on with the password and a first code, keeps the seed encrypted and the recovery codes hashed', async () => {
    const user = await seedUser(t);
    const jar = await signIn(t, user);
    await post('/api/account/two-factor/setup', jar, {}).expect(400);
    expect((await post('/api/account/two-factor/setup', jar, { password: 'Not-It-123' }).expect(403)).body.code).toBe('WRONG_PASSWORD');
    const setup = await post('/api/account/two-factor/setup', jar, { password: user.password }).expect(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Harman%20Kahve:.+\?issuer=Harman%20Kahve&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
    expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const secret: string = setup.body.secret;

    expect((await post('/api/account/two-factor/enable', jar, { code: '12345' }).expect(400)).body.fields).toEqual({ code: ['codeInvalid'] });
    expect((await post('/api/account/two-factor/enable', jar, { code: at(secret, 120_000) }).expect(401)).body.code).toBe('INVALID_MFA_CODE');
    const enabled = await post('/api/account/two-factor/enable', jar, { code: at(secret) }).expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);

    const [row] = await t.dataSource.query(`SELECT totp_secret_enc, totp_pending_secret_enc FROM users WHERE id = $1`, [user.id]);
    expect(row.totp_pending_secret_enc).toBeNull();
    expect(row.totp_secret_enc).toMatch(/^v1\./);
    expect(row.totp_secret_enc).not.toContain(secret);
    const codes = JSON.stringify(await t.dataSource.query(`SELECT * FROM recovery_codes WHERE user_id = $1`, [user.id]));
    for (const code of enabled.body.recoveryCodes) {
      expect(codes).not.toContain(code);
      expect(codes).not.toContain(code.replace('-', ''));
    }
    expect(securityEvents).toHaveBeenCalledWith('totp_enabled', expect.objectContaining({ userId: user.id }));
    const summary = await request(t.server).get('/api/account/security').set('Cookie', jar.header()).expect(200);
    expect(summary.body).toMatchObject({ totpEnabled: true, totpRequired: false, recoveryCodesRemaining: 10 });
  });

  it('asks for the code at sign-in; accepts one step either side, not two, and each step once', async () => {
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const user = await seedUser(t, { totpSecret: secret });
    const challenge = async () => {
      const login = await passwordStep(user).expect(200);
      expect(login.body).toEqual({ status: 'mfa_required', challengeToken: expect.any(String) });
      expect(login.headers['set-cookie']).toBeUndefined(); // no session before the second factor
      return login.body.challengeToken as string;
    };
    await codeStep(await challenge(), at(secret, -30_000)).expect(200);
    await codeStep(await challenge(), at(secret)).expect(200);
    await codeStep(await challenge(), at(secret, 30_000)).expect(200);
    // The same code again is a replay.
    expect((await codeStep(await challenge(), at(secret, 30_000)).expect(401)).body.code).toBe('INVALID_MFA_CODE');

    clock.advance(5 * 30_000);
    expect((await codeStep(await challenge(), at(secret, -60_000)).expect(401)).body.code).toBe('INVALID_MFA_CODE');
    expect((await codeStep(await challenge(), at(secret, 60_000)).expect(401)).body.details).toEqual({ remainingAttempts: 2 });
    const signedIn = await codeStep(await challenge(), at(secret)).expect(200);
    expect(signedIn.body.session.user.totpEnabled).toBe(true);
  });

  it('locks after five wrong codes (000000 × 5), counted with the password failures', async () => {
    const secret = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
    const user = await seedUser(t, { totpSecret: secret });
    const login = await passwordStep(user).expect(200);
    const token = login.body.challengeToken as string;
    for (let i = 0; i < 4; i += 1) await codeStep(token, '000000').expect(401);
    const locked = await codeStep(token, '000000').expect(423);
    expect(locked.body.code).toBe('ACCOUNT_LOCKED');
    // Even the right code and the right password are refused until the lock ends.
    nextStep();
    await codeStep(token, at(secret)).expect(423);
    await passwordStep(user).expect(423);
    expect(securityEvents).toHaveBeenCalledWith('mfa_failure', expect.objectContaining({ userId: user.id }));
    clock.advance(31 * 60_000);
  });

  it('takes each recovery code once instead of a TOTP code', async () => {
    const user = await seedUser(t);
    const jar = await signIn(t, user);
    const { secret } = (await post('/api/account/two-factor/setup', jar, { password: user.password }).expect(200)).body;
    const { recoveryCodes } = (await post('/api/account/two-factor/enable', jar, { code: at(secret) }).expect(200)).body;
    const login = async () => (await passwordStep(user).expect(200)).body.challengeToken as string;
    await codeStep(await login(), recoveryCodes[0].toLowerCase()).expect(200);
    expect((await codeStep(await login(), recoveryCodes[0]).expect(401)).body.code).toBe('INVALID_MFA_CODE');
    await codeStep(await login(), recoveryCodes[1].replace('-', '')).expect(200);
    expect(securityEvents).toHaveBeenCalledWith('recovery_code_used', expect.objectContaining({ userId: user.id }));
  });

  it('turns off only with the password and a current code', async () => {
    const secret = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';
    const user = await seedUser(t, { totpSecret: secret });
    nextStep();
    const jar = await signIn(t, user);
    nextStep();
    await post('/api/account/two-factor/disable', jar, { code: at(secret) }).expect(400);
    expect((await post('/api/account/two-factor/disable', jar, { password: 'Wrong-Pass-99', code: at(secret) }).expect(403)).body.code).toBe(
      'WRONG_PASSWORD',
    );
    expect((await post('/api/account/two-factor/disable', jar, { password: user.password, code: '000000' }).expect(401)).body.code).toBe(
      'INVALID_MFA_CODE',
    );
    await post('/api/account/two-factor/disable', jar, { password: user.password, code: at(secret) }).expect(204);
    expect((await passwordStep(user).expect(200)).body.status).toBe('signed_in');
    expect(securityEvents).toHaveBeenCalledWith('totp_disabled', expect.objectContaining({ userId: user.id }));
  });

  it('makes an admin without two-factor enrol before any session exists', async () => {
    const admin = await seedUser(t, { role: 'admin' });
    const login = await passwordStep(admin).expect(200);
    expect(login.body).toEqual({ status: 'mfa_enrollment_required', challengeToken: expect.any(String) });
    expect(login.headers['set-cookie']).toBeUndefined();
    const token = login.body.challengeToken as string;
    // The enrolment challenge is not a code challenge, and vice versa.
    expect((await codeStep(token, '123456').expect(401)).body.code).toBe('MFA_CHALLENGE_EXPIRED');

    const setup = await request(t.server).post('/api/auth/login/mfa/enrollment').send({ challengeToken: token }).expect(200);
    const confirm = await request(t.server)
      .post('/api/auth/login/mfa/enrollment/confirm')
      .send({ challengeToken: token, code: at(setup.body.secret) })
      .expect(200);
    expect(confirm.body.status).toBe('signed_in');
    expect(confirm.body.recoveryCodes).toHaveLength(10);
    expect(confirm.body.session.user).toMatchObject({ role: 'admin', totpEnabled: true });
    const jar = new CookieJar().take(confirm);
    await request(t.server).get('/api/auth/admin-session').set('Cookie', jar.header()).expect(200);

    // Admins cannot turn it off.
    nextStep();
    const off = await post('/api/account/two-factor/disable', jar, { password: admin.password, code: at(setup.body.secret) }).expect(403);
    expect(off.body.code).toBe('MFA_REQUIRED_FOR_ROLE');
  });

  it('never lets an enrolment replace the seed of an account that has two-factor on', async () => {
    const secret = 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U';
    const user = await seedUser(t, { totpSecret: secret });
    const jar = await signIn(t, user);
    const sealedBefore = (await t.dataSource.query(`SELECT totp_secret_enc FROM users WHERE id = $1`, [user.id]))[0].totp_secret_enc;
    const again = await post('/api/account/two-factor/setup', jar, { password: user.password }).expect(409);
    expect(again.body).toEqual({ statusCode: 409, code: 'MFA_ALREADY_ENABLED', message: 'Two-factor authentication is already on' });
    expect((await post('/api/account/two-factor/enable', jar, { code: at(secret) }).expect(409)).body.code).toBe('MFA_ALREADY_ENABLED');

    // An enrolment challenge for this account (as one forged with a leaked secret would be) opens nothing either.
    const forged = await t.app.get(MfaChallenges).issue(user.id, 'enroll');
    await request(t.server).post('/api/auth/login/mfa/enrollment').send({ challengeToken: forged }).expect(409);
    const confirm = await request(t.server).post('/api/auth/login/mfa/enrollment/confirm').send({ challengeToken: forged, code: '123456' }).expect(409);
    expect(confirm.headers['set-cookie']).toBeUndefined();
    const [row] = await t.dataSource.query(`SELECT totp_secret_enc, totp_pending_secret_enc FROM users WHERE id = $1`, [user.id]);
    expect(row).toEqual({ totp_secret_enc: sealedBefore, totp_pending_secret_enc: null });
  });

  it('refuses an admin session that has not passed two-factor, and stale challenges', async () => {
    const secret = 'ONSWG4TFOQYTEMZUGU3DOOBZGA2DMNBQ';
    const admin = await seedUser(t, { role: 'admin', totpSecret: secret });
    nextStep();
    const jar = await signIn(t, admin);
    await request(t.server).get('/api/auth/admin-session').set('Cookie', jar.header()).expect(200);
    await t.dataSource.query(`UPDATE user_sessions SET mfa_verified = false WHERE user_id = $1`, [admin.id]);
    const refused = await request(t.server).get('/api/auth/admin-session').set('Cookie', jar.header()).expect(403);
    expect(refused.body.code).toBe('MFA_REQUIRED');

    const login = await passwordStep(admin).expect(200);
    clock.advance(5 * 60_000 + 1_000);
    expect((await codeStep(login.body.challengeToken, at(secret)).expect(401)).body.code).toBe('MFA_CHALLENGE_EXPIRED');
    expect((await codeStep('forged.challenge.token-xxxxxxxxxxxx', at(secret)).expect(401)).body.code).toBe('MFA_CHALLENGE_EXPIRED');
  });
});
