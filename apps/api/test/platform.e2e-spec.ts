import { RELEASE_GENERATION_KEY, releaseListSchema, releaseSchema, releaseTableSchema, remoteRegistrySchema } from '@harman/contracts';
import Redis from 'ioredis';
import request from 'supertest';
import { startTestApp, TEST_DEPLOY_TOKEN, type TestApp } from './support/test-app';

const AUTH = { Authorization: `Bearer ${TEST_DEPLOY_TOKEN}` };
const manifest = (remote: string, version: string) => `https://cdn.example/${remote}/${version}/mf-manifest.json`;

describe('remote registry', () => {
  let t: TestApp;

  const publish = (remote: string, version: string, headers: Record<string, string> = AUTH) =>
    request(t.server)
      .post(`/api/platform/remotes/${remote}/releases`)
      .set(headers)
      .send({ version, manifestUrl: manifest(remote, version) });
  const rollback = (remote: string, headers: Record<string, string> = AUTH) =>
    request(t.server).post(`/api/platform/remotes/${remote}/rollback`).set(headers);
  const registry = async () => {
    const response = await request(t.server).get('/api/platform/remotes').expect(200);
    expect(response.body).toEqual(remoteRegistrySchema.parse(response.body));
    return response.body.remotes as { name: string; version: string; manifestUrl: string }[];
  };
  const activeVersion = async (remote: string) => (await registry()).find((entry) => entry.name === remote)?.version;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('starts empty and is never cached', async () => {
    const response = await request(t.server).get('/api/platform/remotes').expect(200);
    expect(response.body).toEqual({ remotes: [], healthSampleRate: 1 });
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it.each([
    ['no token', {}],
    ['a wrong token', { Authorization: 'Bearer wrong-token' }],
    ['the token with a suffix', { Authorization: `Bearer ${TEST_DEPLOY_TOKEN}x` }],
    ['another scheme', { Authorization: `Basic ${TEST_DEPLOY_TOKEN}` }],
  ])('refuses changes with %s (401)', async (_label, headers) => {
    const response = await publish('storefront', '9.9.9', headers).expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    await rollback('storefront', headers).expect(401);
    await request(t.server).get('/api/platform/remotes/storefront/releases').set(headers).expect(401);
    expect(await activeVersion('storefront')).toBeUndefined();
  });

  it('validates the remote name and the body', async () => {
    const unknown = await publish('checkout', '1.0.0').expect(404);
    expect(unknown.body).toMatchObject({ code: 'REMOTE_NOT_FOUND' });
    const bad = await request(t.server)
      .post('/api/platform/remotes/storefront/releases')
      .set(AUTH)
      .send({ version: '1.0.0 beta', manifestUrl: 'not a url', extra: true })
      .expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.fields).sort()).toEqual(['extra', 'manifestUrl', 'version']);
  });

  it('publishes releases with exactly one active per remote, and rolls back', async () => {
    const first = await publish('storefront', '1.0.0').expect(201);
    expect(first.body).toEqual(releaseSchema.parse(first.body));
    expect(first.body).toMatchObject({ name: 'storefront', version: '1.0.0', active: true });
    await publish('storefront', '1.1.0').expect(201);
    await publish('account', '2.0.0').expect(201);

    expect(await registry()).toEqual([
      { name: 'account', version: '2.0.0', manifestUrl: manifest('account', '2.0.0') },
      { name: 'storefront', version: '1.1.0', manifestUrl: manifest('storefront', '1.1.0') },
    ]);

    const listed = await request(t.server).get('/api/platform/remotes/storefront/releases').set(AUTH).expect(200);
    expect(listed.body).toEqual(releaseListSchema.parse(listed.body));
    expect(listed.body.releases.map((r: { version: string; active: boolean }) => [r.version, r.active])).toEqual([
      ['1.1.0', true],
      ['1.0.0', false],
    ]);

    const rolledBack = await rollback('storefront').expect(200);
    expect(rolledBack.body).toMatchObject({ name: 'storefront', version: '1.0.0', active: true });
    expect(await activeVersion('storefront')).toBe('1.0.0');
    expect(await activeVersion('account')).toBe('2.0.0');

    const none = await rollback('storefront').expect(404);
    expect(none.body).toEqual({
      statusCode: 404,
      code: 'NO_PREVIOUS_RELEASE',
      message: 'There is no earlier release to roll back to',
    });
    expect(await activeVersion('storefront')).toBe('1.0.0');

    // Re-publishing a known version re-activates it.
    await publish('storefront', '1.1.0').expect(201);
    expect(await activeVersion('storefront')).toBe('1.1.0');
    expect((await rollback('admin').expect(404)).body.code).toBe('NO_PREVIOUS_RELEASE');
  });

  it('keeps one active release when deploys of one remote race', async () => {
    const versions = ['3.0.0', '3.0.1', '3.0.2', '3.0.3', '3.0.4', '3.0.5'];
    const responses = await Promise.all(versions.map((version) => publish('admin', version)));
    expect(responses.map((response) => response.status)).toEqual(versions.map(() => 201));
    const rows = await t.dataSource.query<{ remote: string; active: number }[]>(
      `SELECT remote, count(*) FILTER (WHERE active)::int AS active FROM remote_releases GROUP BY remote`,
    );
    expect(rows.every((row) => row.active === 1)).toBe(true);
    expect(versions).toContain(await activeVersion('admin'));
  });

  // Last: it leaves an admin release in the registry the tests above count.
  it("gives the shell's server the whole table, and moves the release generation after every change", async () => {
    const redis = new Redis(t.config.redis.url);
    const generation = async () => Number(await redis.get(`${t.config.queuePrefix}:${RELEASE_GENERATION_KEY}`));
    try {
      const atStart = await generation();
      expect(atStart).toBeGreaterThanOrEqual(1); // moved at start: the database may be new
      await publish('admin', '5.0.0').expect(201);
      const afterPublish = await generation();
      expect(afterPublish).toBeGreaterThan(atStart);
      await request(t.server)
        .post('/api/platform/remotes/admin/releases')
        .set(AUTH)
        .send({ version: '5.1.0', manifestUrl: manifest('admin', '5.1.0'), canaryPercent: 20 })
        .expect(201);
      expect(await generation()).toBeGreaterThan(afterPublish);

      const response = await request(t.server).get('/api/platform/remotes/table').expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['set-cookie']).toBeUndefined(); // it names no visitor
      const table = releaseTableSchema.parse(response.body);
      expect(table.releases.filter((release) => release.name === 'admin')).toEqual([
        { name: 'admin', version: '5.0.0', manifestUrl: manifest('admin', '5.0.0'), canaryPercent: null },
        { name: 'admin', version: '5.1.0', manifestUrl: manifest('admin', '5.1.0'), canaryPercent: 20 },
      ]);
      expect(table.visitorCookie).toEqual({ name: 'harman_vid', secure: false });
      expect(table.reportedLoadsPerMinute).toBe(t.config.releases.reportedLoadsPerMinute);

      const beforeRollback = await generation();
      await rollback('admin').expect(200);
      expect(await generation()).toBeGreaterThan(beforeRollback);
      const after = releaseTableSchema.parse((await request(t.server).get('/api/platform/remotes/table').expect(200)).body);
      expect(after.releases.filter((release) => release.name === 'admin').map((release) => release.version)).toEqual(['5.0.0']);
    } finally {
      redis.disconnect();
    }
  });
});

describe('remote registry outside the tests, with no deploy token configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As a development api started without PLATFORM_DEPLOY_TOKEN: there is no default token to guess.
    t = await startTestApp({ env: { NODE_ENV: 'development', PLATFORM_DEPLOY_TOKEN: '' } });
  }, 60_000);
  afterAll(() => t?.close());

  it.each([['the old published default', 'dev-deploy-token'], ['an empty token', ''], ['the tests token', TEST_DEPLOY_TOKEN]])(
    'refuses every change with %s (401)',
    async (_label, token) => {
      const response = await request(t.server)
        .post('/api/platform/remotes/storefront/releases')
        .set({ Authorization: `Bearer ${token}` })
        .send({ version: '6.6.6', manifestUrl: 'https://evil.example/mf-manifest.json' })
        .expect(401);
      expect(response.body).toMatchObject({ code: 'UNAUTHORIZED' });
      await request(t.server).post('/api/platform/remotes/storefront/rollback').set({ Authorization: `Bearer ${token}` }).expect(401);
      expect((await request(t.server).get('/api/platform/remotes').expect(200)).body.remotes).toEqual([]);
    },
  );
});
