import { createHash } from 'node:crypto';
import { adminReleasesSchema, releaseSchema, remoteRegistrySchema, VISITOR_COOKIE } from '@harman/contracts';
import request from 'supertest';
import { Notifier } from '../src/modules/notifications/notifier';
import { cohortOf, newVisitorId } from '../src/modules/platform/cohort';
import { CookieJar, controlClock, seedUser, signIn, type SeededUser } from './support/accounts';
import { startTestApp, TEST_DEPLOY_TOKEN, type TestApp } from './support/test-app';

const AUTH = { Authorization: `Bearer ${TEST_DEPLOY_TOKEN}` };
const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const manifest = (remote: string, version: string) => `https://cdn.example/${remote}/${version}/mf-manifest.json`;
/** Fixed visitor ids (the cohorts, and so the test, are the same on every run). */
const VISITORS = Array.from({ length: 200 }, (_, index) => createHash('sha256').update(`visitor ${index}`).digest('base64url').slice(0, 22));

describe('remote registry: canary by cohort, health reports and automatic rollback', () => {
  let t: TestApp;
  let admin: CookieJar;
  let adminUser: SeededUser;

  const publish = (remote: string, version: string, extra: Record<string, unknown> = {}) =>
    request(t.server)
      .post(`/api/platform/remotes/${remote}/releases`)
      .set(AUTH)
      .send({ version, manifestUrl: manifest(remote, version), ...extra });
  const deployCall = (remote: string, action: 'promote' | 'rollback') => request(t.server).post(`/api/platform/remotes/${remote}/${action}`).set(AUTH);
  /** The storefront version one visitor (by their cookie) is given. */
  const versionFor = async (visitorId: string, remote = 'storefront') => {
    const response = await request(t.server).get('/api/platform/remotes').set('Cookie', `${VISITOR_COOKIE}=${visitorId}`).expect(200);
    return remoteRegistrySchema.parse(response.body).remotes.find((entry) => entry.name === remote)?.version;
  };
  const canaryVisitors = async (version: string) => {
    const versions = await Promise.all(VISITORS.map((id) => versionFor(id)));
    return new Set(VISITORS.filter((_id, index) => versions[index] === version));
  };
  const report = (reports: unknown, cookie = `${VISITOR_COOKIE}=${newVisitorId()}`) =>
    request(t.server).post('/api/platform/health-reports').set('Cookie', cookie).send({ reports });
  /** A visitor id whose cohort is inside (or outside) a canary of this share. */
  const visitorFor = (percent: number, inside: boolean) => `${VISITOR_COOKIE}=${VISITORS.find((id) => cohortOf(id) < percent === inside)!}`;
  const entry = (version: string, counts: Partial<Record<'loads' | 'loadFailures' | 'boundaryErrors' | 'unhandledErrors', number>>) => ({
    remote: 'storefront',
    version,
    loads: 0,
    loadFailures: 0,
    boundaryErrors: 0,
    unhandledErrors: 0,
    ...counts,
  });
  const auditRows = (action: string) =>
    t.dataSource.query<{ target_id: string; actor_email: string | null; changes: Record<string, unknown> }[]>(
      `SELECT target_id, actor_email, changes FROM audit_log WHERE action = $1 ORDER BY id`,
      [action],
    );

  beforeAll(async () => {
    t = await startTestApp({ env: { RELEASE_ROLLBACK_MIN_LOADS: '10', RELEASE_ROLLBACK_MARGIN: '0.2' } });
    adminUser = await seedUser(t, { role: 'admin', totpSecret: TOTP });
    admin = await signIn(t, adminUser);
  });
  afterAll(() => t?.close());

  it('gives a new visitor a random id cookie, and a cohort that is stable and spread', async () => {
    const first = await request(t.server).get('/api/platform/remotes').expect(200);
    const line = String(first.headers['set-cookie']);
    expect(line).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{22}; Max-Age=31536000; Path=/; Expires=.*; HttpOnly; SameSite=Lax$`));
    expect(first.headers.vary).toMatch(/Cookie/);
    // A visitor who has one keeps it.
    const again = await request(t.server).get('/api/platform/remotes').set('Cookie', `${VISITOR_COOKIE}=${VISITORS[0]}`).expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    // The same id, the same cohort; 200 visitors spread over all buckets in tens.
    expect(VISITORS.map((id) => cohortOf(id))).toEqual(VISITORS.map((id) => cohortOf(id)));
    const tens = new Set(VISITORS.map((id) => Math.floor(cohortOf(id) / 10)));
    expect(tens.size).toBe(10);
  });

  it("places a signed-in customer by their account on every device, and keeps them there after the session", async () => {
    const customer = await seedUser(t);
    const idOn = async (device: string) => {
      const jar = await signIn(t, customer);
      const response = await request(t.server).get('/api/platform/remotes').set('Cookie', `${jar.header()}; ${VISITOR_COOKIE}=${device}`).expect(200);
      return new CookieJar().take(response).get(VISITOR_COOKIE);
    };
    const [phone, laptop] = [await idOn(VISITORS[0]), await idOn(VISITORS[1])];
    expect(phone).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(laptop).toBe(phone);
    expect([VISITORS[0], VISITORS[1], customer.id]).not.toContain(phone);
    // Signed out, the device keeps the account's id (no new cookie).
    const after = await request(t.server).get('/api/platform/remotes').set('Cookie', `${VISITOR_COOKIE}=${phone}`).expect(200);
    expect(after.headers['set-cookie']).toBeUndefined();
  });

  it('gives a canary to its share of visitors, each keeps it, and raising the share only adds visitors', async () => {
    await publish('storefront', '1.0.0').expect(201);
    const canary = await publish('storefront', '1.1.0', { canaryPercent: 10, deployedBy: 'deniz' }).expect(201);
    expect(releaseSchema.parse(canary.body)).toMatchObject({ version: '1.1.0', active: false, canaryPercent: 10, deployedBy: 'deniz' });

    const atTen = await canaryVisitors('1.1.0');
    expect(atTen.size).toBeGreaterThan(200 * 0.04);
    expect(atTen.size).toBeLessThan(200 * 0.18);
    expect(await canaryVisitors('1.1.0')).toEqual(atTen); // the same visitors on the next load

    const adminCanary = await request(t.server)
      .post('/api/admin/releases/storefront/canary')
      .set('Cookie', admin.header())
      .send({ version: '1.1.0', percent: 50 })
      .expect(200);
    expect(adminCanary.body.canaryPercent).toBe(50);
    const atFifty = await canaryVisitors('1.1.0');
    expect([...atTen].filter((id) => !atFifty.has(id))).toEqual([]); // nobody swapped out
    expect(atFifty.size).toBeGreaterThan(200 * 0.4);
    expect(atFifty.size).toBeLessThan(200 * 0.6);
    // Another remote without a canary is the same for everyone.
    await publish('account', '2.0.0').expect(201);
    expect(new Set(await Promise.all(VISITORS.slice(0, 20).map((id) => versionFor(id, 'account'))))).toEqual(new Set(['2.0.0']));

    const promoted = await deployCall('storefront', 'promote').expect(200);
    expect(promoted.body).toMatchObject({ version: '1.1.0', active: true, canaryPercent: null });
    expect((await canaryVisitors('1.1.0')).size).toBe(200);
    expect((await deployCall('storefront', 'promote').expect(404)).body.code).toBe('NO_CANARY');
    expect((await auditRows('release.promote')).map((row) => row.changes)).toEqual([{ fromPercent: 50, by: 'deploy tooling' }]);
    expect((await auditRows('release.canary')).map((row) => [row.target_id, row.actor_email])).toEqual([
      ['storefront@1.1.0', null],
      ['storefront@1.1.0', expect.stringContaining('@')],
    ]);
  });

  it('refuses a canary without an active release, of the active release, and bad shares', async () => {
    expect((await publish('admin', '3.0.0', { canaryPercent: 10 }).expect(409)).body.code).toBe('NO_ACTIVE_RELEASE');
    expect((await publish('storefront', '1.1.0', { canaryPercent: 10 }).expect(409)).body.code).toBe('RELEASE_IS_ACTIVE');
    for (const canaryPercent of [0, 101, 12.5, '10']) {
      expect((await publish('storefront', '1.2.0', { canaryPercent }).expect(400)).body.fields).toHaveProperty('canaryPercent');
    }
    const admin404 = await request(t.server)
      .post('/api/admin/releases/storefront/canary')
      .set('Cookie', admin.header())
      .send({ version: '9.9.9', percent: 10 })
      .expect(404);
    expect(admin404.body.code).toBe('RELEASE_NOT_FOUND');
  });

  it('ends a canary with rollback:remote, and then reverts the last full release', async () => {
    await publish('storefront', '1.2.0', { canaryPercent: 30 }).expect(201);
    const ended = await deployCall('storefront', 'rollback').expect(200);
    expect(ended.body).toMatchObject({ version: '1.1.0', active: true });
    expect((await canaryVisitors('1.2.0')).size).toBe(0);
    // No canary now: the rollback reverts the last full release, skipping the ended canary.
    expect((await deployCall('storefront', 'rollback').expect(200)).body).toMatchObject({ version: '1.0.0', active: true });
    await request(t.server).post('/api/admin/releases/storefront/activate').set('Cookie', admin.header()).send({ version: '1.1.0' }).expect(200);
    expect(await versionFor(VISITORS[0])).toBe('1.1.0');
  });

  it('counts health reports of known releases only, and refuses bad reports', async () => {
    await report([entry('1.1.0', { loads: 5, boundaryErrors: 1 }), entry('0.0.1-nope', { loads: 50 })]).expect(204);
    const counts = await t.dataSource.query(`SELECT remote, version, loads, errors FROM remote_health`);
    expect(counts).toEqual([{ remote: 'storefront', version: '1.1.0', loads: 5, errors: 1 }]);

    const bad: [string, unknown][] = [
      ['no entries', []],
      ['too many entries', Array.from({ length: 7 }, () => entry('1.1.0', { loads: 1 }))],
      ['a count too big', [entry('1.1.0', { loads: 101 })]],
      ['a negative count', [entry('1.1.0', { loads: -1 })]],
      ['an unknown remote', [{ ...entry('1.1.0', {}), remote: 'checkout' }]],
      ['an extra field', [{ ...entry('1.1.0', {}), userId: 'u-1' }]],
      ['not a list', 'loads=5'],
    ];
    for (const [label, reports] of bad) {
      const response = await report(reports);
      expect([label, response.status, response.body.code]).toEqual([label, 400, 'VALIDATION_FAILED']);
    }
    const counted = await t.dataSource.query(`SELECT loads, errors FROM remote_health`);
    expect(counted).toEqual([{ loads: 5, errors: 1 }]);
  });

  it('limits how often one visitor reports', async () => {
    const cookie = `${VISITOR_COOKIE}=${newVisitorId()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await report([entry('1.1.0', { loads: 1 })], cookie)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204));
    const refused = await report([entry('1.1.0', { loads: 1 })], cookie).expect(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    // Another visitor is not held back.
    await report([entry('1.1.0', { loads: 1 })]).expect(204);
  });

  it('rolls a canary back by itself when its error rate is clearly worse, records why and tells staff', async () => {
    const clock = controlClock(t);
    const notifyStaff = jest.spyOn(t.app.get(Notifier), 'notifyStaff');
    try {
      clock.advance(60 * 60_000); // a fresh window: the counts above are out of it
      await publish('storefront', '1.3.0', { canaryPercent: 20 }).expect(201);
      // Stable: 20 loads, 1 error (5 %). Canary: a few loads with errors, under the minimum of 10: no decision yet.
      await report([entry('1.1.0', { loads: 20, unhandledErrors: 1 })], visitorFor(20, false)).expect(204);
      await report([entry('1.3.0', { loads: 4, boundaryErrors: 4 })], visitorFor(20, true)).expect(204);
      expect((await canaryVisitors('1.3.0')).size).toBeGreaterThan(0);
      // Reports about the canary from visitors who are not on it, or from a client without a visitor id, count for nothing.
      await report([entry('1.3.0', { loads: 50, boundaryErrors: 50 })], visitorFor(20, false)).expect(204);
      await request(t.server).post('/api/platform/health-reports').send({ reports: [entry('1.3.0', { loads: 50, boundaryErrors: 50 })] }).expect(204);
      expect((await canaryVisitors('1.3.0')).size).toBeGreaterThan(0);
      // Enough loads, clearly worse: 4 + 6 loads, 4 + 6 errors.
      await report([entry('1.3.0', { loads: 5, loadFailures: 1, boundaryErrors: 5 })], visitorFor(20, true)).expect(204);
      expect((await canaryVisitors('1.3.0')).size).toBe(0);

      const [row] = await auditRows('release.auto_rollback');
      expect(row.target_id).toBe('storefront@1.3.0');
      expect(row.changes).toMatchObject({ fromPercent: 20, by: 'automatic rollback', reason: expect.stringContaining('Error rate 100 %') });
      const later = await signIn(t, adminUser, new CookieJar(), clock.now().getTime()); // the first session has expired
      const overview = adminReleasesSchema.parse((await request(t.server).get('/api/admin/releases').set('Cookie', later.header()).expect(200)).body);
      const storefront = overview.remotes.find((remote) => remote.name === 'storefront')!;
      const canary = storefront.releases.find((release) => release.version === '1.3.0')!;
      expect(canary).toMatchObject({ share: 0, canaryPercent: null, endedAutomatically: true, loads: 10, errors: 10, errorRate: 1 });
      expect(canary.endReason).toMatch(/over 10 page loads against 5 %/);
      expect(storefront.releases.find((release) => release.version === '1.1.0')).toMatchObject({ share: 100, active: true, errorRate: 0.05 });
      expect(notifyStaff).toHaveBeenCalledTimes(1);
      expect(notifyStaff.mock.calls[0][0]).toMatchObject({ type: 'system', url: '/admin/dashboard/releases' });

      // Started again a minute later (fixed, say), it is judged from then on, not by the errors of its last run.
      clock.advance(60_000);
      await request(t.server).post('/api/admin/releases/storefront/canary').set('Cookie', later.header()).send({ version: '1.3.0', percent: 20 }).expect(200);
      await report([entry('1.3.0', { loads: 10 })], visitorFor(20, true)).expect(204);
      expect((await canaryVisitors('1.3.0')).size).toBeGreaterThan(0);
      expect(notifyStaff).toHaveBeenCalledTimes(1);
    } finally {
      notifyStaff.mockRestore();
      clock.restore();
    }
  });

  it('keeps a canary that is only slightly worse than stable', async () => {
    const clock = controlClock(t);
    try {
      clock.advance(3 * 60 * 60_000);
      await publish('storefront', '1.4.0', { canaryPercent: 20 }).expect(201);
      await report([entry('1.1.0', { loads: 40, boundaryErrors: 2 })], visitorFor(20, false)).expect(204);
      await report([entry('1.4.0', { loads: 40, boundaryErrors: 8 })], visitorFor(20, true)).expect(204);
      // 20 % against 5 %: 15 points worse, under the margin of 20.
      expect((await canaryVisitors('1.4.0')).size).toBeGreaterThan(0);
    } finally {
      clock.restore();
    }
  });
});
