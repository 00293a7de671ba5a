import request from 'supertest';
import { CookieJar, seedUser, signIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

describe('favourites', () => {
  let t: TestApp;
  let jar: CookieJar;
  let productIds: string[];
  const get = async (cookies = jar) => (await request(t.server).get('/api/account/favourites').set('Cookie', cookies.header()).expect(200)).body.productIds;
  const put = (id: string, cookies = jar) => request(t.server).put(`/api/account/favourites/${id}`).set('Cookie', cookies.header());

  beforeAll(async () => {
    t = await startTestApp();
    jar = await signIn(t, await seedUser(t));
    const rows = await t.dataSource.query<{ id: string }[]>(
      `SELECT id FROM products WHERE slug IN ('kenya-aa', 'brazil-santos', 'colombia-supremo') ORDER BY slug`,
    );
    productIds = rows.map((row) => row.id);
  });
  afterAll(() => t?.close());

  it('adds, keeps one heart per product, and removes', async () => {
    const [brazil, colombia] = productIds;
    expect(await get()).toEqual([]);
    expect((await put(brazil).expect(200)).body.productIds).toEqual([brazil]);
    expect((await put(brazil).expect(200)).body.productIds).toEqual([brazil]);
    expect((await put(colombia).expect(200)).body.productIds).toHaveLength(2);
    const removed = await request(t.server).delete(`/api/account/favourites/${brazil}`).set('Cookie', jar.header()).expect(200);
    expect(removed.body.productIds).toEqual([colombia]);
    await request(t.server).delete(`/api/account/favourites/${brazil}`).set('Cookie', jar.header()).expect(200);
    expect(await get()).toEqual([colombia]);
  });

  it('refuses an unknown product and a malformed id', async () => {
    expect((await put('00000000-0000-4000-8000-000000000000').expect(404)).body.code).toBe('PRODUCT_NOT_FOUND');
    expect((await put('not-a-uuid').expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it("merges the browser's favourites at sign-in, skipping unknown ones and duplicates", async () => {
    const other = await signIn(t, await seedUser(t));
    const [brazil, colombia, kenya] = productIds;
    await put(kenya, other).expect(200);
    const merged = await request(t.server)
      .post('/api/account/favourites/merge')
      .set('Cookie', other.header())
      .send({ productIds: [brazil, colombia, kenya, brazil, '00000000-0000-4000-8000-000000000000'] })
      .expect(200);
    expect([...merged.body.productIds].sort()).toEqual([brazil, colombia, kenya].sort());
    await request(t.server).post('/api/account/favourites/merge').set('Cookie', other.header()).send({ productIds: ['x'] }).expect(400);
  });

  it("is the customer's own: another customer sees only theirs, a visitor none", async () => {
    const stranger = await signIn(t, await seedUser(t));
    expect(await get(stranger)).toEqual([]);
    await request(t.server).get('/api/account/favourites').expect(401);
    await request(t.server).put(`/api/account/favourites/${productIds[0]}`).expect(401);
  });
});
