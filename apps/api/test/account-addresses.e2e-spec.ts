import request from 'supertest';
import { CookieJar, seedUser, signIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';

const address = (changes: Record<string, unknown> = {}) => ({
  title: 'Ev',
  fullName: 'Ayşe Yılmaz',
  phone: '0532 123 45 67',
  address: 'Moda Cad. No: 12 D: 3',
  city: 'İstanbul',
  state: 'Kadıköy',
  postalCode: '34710',
  country: 'Türkiye',
  type: 'home',
  isDefault: false,
  ...changes,
});

describe('address book', () => {
  let t: TestApp;
  let jar: CookieJar;
  const api = () => ({
    list: async () => (await request(t.server).get('/api/account/addresses').set('Cookie', jar.header()).expect(200)).body.addresses,
    add: (body: object) => request(t.server).post('/api/account/addresses').set('Cookie', jar.header()).send(body),
  });

  beforeAll(async () => {
    t = await startTestApp();
    jar = await signIn(t, await seedUser(t));
  });
  afterAll(() => t?.close());

  it('keeps exactly one default: the first address, then whichever is chosen', async () => {
    const home = (await api().add(address()).expect(201)).body;
    expect(home).toMatchObject({ title: 'Ev', isDefault: true, country: 'Türkiye' });
    const work = (await api().add(address({ title: 'İş', type: 'work', city: 'Ankara', state: 'Çankaya', postalCode: '06690' })).expect(201)).body;
    expect(work.isDefault).toBe(false);

    await request(t.server).post(`/api/account/addresses/${work.id}/default`).set('Cookie', jar.header()).expect(200);
    let list = await api().list();
    expect(list.map((a: { title: string; isDefault: boolean }) => [a.title, a.isDefault])).toEqual([
      ['İş', true],
      ['Ev', false],
    ]);

    // Saving another one as default moves the mark; unticking the default keeps it.
    const third = (await api().add(address({ title: 'Yazlık', type: 'other', isDefault: true })).expect(201)).body;
    expect((await api().list()).filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id)).toEqual([third.id]);
    const kept = await request(t.server).put(`/api/account/addresses/${third.id}`).set('Cookie', jar.header()).send(address({ title: 'Yazlık', isDefault: false })).expect(200);
    expect(kept.body.isDefault).toBe(true);

    // Deleting the default hands the mark to the newest remaining address.
    await request(t.server).delete(`/api/account/addresses/${third.id}`).set('Cookie', jar.header()).expect(204);
    list = await api().list();
    expect(list).toHaveLength(2);
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { id: string }) => a.id)).toEqual([work.id]);
    expect(home.id).toBeDefined();
  });

  it('edits an address', async () => {
    const created = (await api().add(address({ title: 'Ofis' })).expect(201)).body;
    const edited = await request(t.server)
      .put(`/api/account/addresses/${created.id}`)
      .set('Cookie', jar.header())
      .send(address({ title: 'Ofis', address: 'Bağdat Cad. No: 5', postalCode: '34728' }))
      .expect(200);
    expect(edited.body).toMatchObject({ id: created.id, address: 'Bağdat Cad. No: 5', postalCode: '34728' });
  });

  it('validates every required field and refuses unknown ones', async () => {
    const empty = await api().add({ ...address(), title: '', fullName: '', phone: '', address: '', city: '', state: '', postalCode: '', country: '' }).expect(400);
    expect(Object.keys(empty.body.fields).sort()).toEqual(['address', 'city', 'country', 'fullName', 'phone', 'postalCode', 'state', 'title']);
    expect(empty.body.fields.title).toEqual(['required']);
    expect((await api().add(address({ type: 'villa' })).expect(400)).body.fields.type).toBeDefined();
    expect((await api().add({ ...address(), userId: 'someone-else' }).expect(400)).body.fields).toEqual({ userId: ['Unknown field'] });
  });

  it("answers 404 for another customer's address and leaves it untouched", async () => {
    const other = await signIn(t, await seedUser(t));
    const theirs = (await request(t.server).post('/api/account/addresses').set('Cookie', other.header()).send(address({ title: 'Onların' })).expect(201)).body;
    await request(t.server).put(`/api/account/addresses/${theirs.id}`).set('Cookie', jar.header()).send(address({ title: 'Benim' })).expect(404);
    await request(t.server).post(`/api/account/addresses/${theirs.id}/default`).set('Cookie', jar.header()).expect(404);
    await request(t.server).delete(`/api/account/addresses/${theirs.id}`).set('Cookie', jar.header()).expect(404);
    for (const id of ['1', 'abc', '..%2F1', '00000000-0000-0000-0000-000000000000%00']) {
      const status = (await request(t.server).delete(`/api/account/addresses/${id}`).set('Cookie', jar.header())).status;
      expect([400, 404]).toContain(status);
    }
    const list = (await request(t.server).get('/api/account/addresses').set('Cookie', other.header()).expect(200)).body.addresses;
    expect(list).toEqual([expect.objectContaining({ id: theirs.id, title: 'Onların', isDefault: true })]);
  });
});
