import { adminReviewListSchema, customerDetailSchema, customerListSchema, inboxListSchema } from '@harman/contracts';
import request from 'supertest';
import { CookieJar, seedUser, signIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('admin › customers, inbox and reviews', () => {
  let t: TestApp;
  let admin: CookieJar;
  let adminId: string;

  const api = (method: 'get' | 'post' | 'put' | 'patch', path: string) => request(t.server)[method](path).set('Cookie', admin.header());
  const auditActions = async (targetId: string) =>
    (await t.dataSource.query<{ action: string }[]>(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [targetId])).map((r) => r.action);

  beforeAll(async () => {
    t = await startTestApp();
    const user = await seedUser(t, { role: 'admin', totpSecret: TOTP });
    adminId = user.id;
    admin = await signIn(t, user);
  });
  afterAll(() => t?.close());

  it('finds customers and shows one with addresses', async () => {
    const customer = await seedUser(t, { fullName: 'Şule Çınar' });
    await t.dataSource.query(
      `INSERT INTO addresses (user_id, title, full_name, phone, address, city, state, postal_code, country, type, is_default)
       VALUES ($1, 'Ev', 'Şule Çınar', '05321234567', 'Moda Cd. 1', 'İstanbul', 'Kadıköy', '34710', 'TR', 'home', true)`,
      [customer.id],
    );
    const list = customerListSchema.parse((await api('get', '/api/admin/customers').query({ q: 'sule cinar' }).expect(200)).body);
    expect(list.items.map((c) => c.email)).toEqual([customer.email]);
    const detail = customerDetailSchema.parse((await api('get', `/api/admin/customers/${customer.id}`).expect(200)).body);
    expect(detail).toMatchObject({ fullName: 'Şule Çınar', role: 'user', status: 'active', orderCount: 0, totalSpent: 0 });
    expect(detail.addresses[0]).toMatchObject({ city: 'İstanbul', district: 'Kadıköy', isDefault: true });
    await api('get', '/api/admin/customers/not-a-uuid').expect(404);
  });

  it('locks an account (its live session ends at once) and unlocks it', async () => {
    const customer = await seedUser(t);
    const jar = await signIn(t, customer);
    await request(t.server).get('/api/account/profile').set('Cookie', jar.header()).expect(200);
    const locked = await api('patch', `/api/admin/customers/${customer.id}/status`).send({ status: 'disabled' }).expect(200);
    expect(locked.body.status).toBe('disabled');
    await request(t.server).get('/api/account/profile').set('Cookie', jar.header()).expect(401);
    await request(t.server).post('/api/auth/login').send({ email: customer.email, password: customer.password }).expect(401);
    await api('patch', `/api/admin/customers/${customer.id}/status`).send({ status: 'active' }).expect(200);
    await signIn(t, customer);
    expect(await auditActions(customer.id)).toEqual(expect.arrayContaining(['customer.lock', 'customer.unlock']));
    const self = await api('patch', `/api/admin/customers/${adminId}/status`).send({ status: 'disabled' });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe('CANNOT_CHANGE_OWN_ACCOUNT');
  });

  it('ends sessions and resends the verification mail', async () => {
    const customer = await seedUser(t, { verified: false });
    const verified = await seedUser(t);
    const jar = await signIn(t, verified);
    expect((await api('post', `/api/admin/customers/${verified.id}/sessions/end`).expect(200)).body).toEqual({ ended: 1 });
    await request(t.server).get('/api/account/profile').set('Cookie', jar.header()).expect(401);
    await api('post', `/api/admin/customers/${customer.id}/verification`).expect(204);
    await waitUntil(() => t.mail.messages().find((m) => m.to.includes(customer.email)), 'the verification mail');
    const again = await api('post', `/api/admin/customers/${verified.id}/verification`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ALREADY_VERIFIED');
  });

  it('changes a role only with the typed confirmation, ends their sessions, and audits it as a security event', async () => {
    const customer = await seedUser(t);
    const jar = await signIn(t, customer);
    const wrong = await api('put', `/api/admin/customers/${customer.id}/role`).send({ role: 'admin', confirmEmail: 'someone@else.com' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('CONFIRMATION_MISMATCH');
    const changed = await api('put', `/api/admin/customers/${customer.id}/role`).send({ role: 'admin', confirmEmail: customer.email.toUpperCase() });
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe('admin');
    await request(t.server).get('/api/account/profile').set('Cookie', jar.header()).expect(401);
    const [row] = await t.dataSource.query(`SELECT kind, actor_id, changes FROM audit_log WHERE action = 'role_changed' AND target_id = $1`, [customer.id]);
    expect(row).toEqual({ kind: 'security', actor_id: adminId, changes: { role: { from: 'user', to: 'admin' } } });
    await api('put', `/api/admin/customers/${customer.id}/role`).send({ role: 'owner', confirmEmail: customer.email }).expect(400);
  });

  it('moves a careers application through new → in review → closed with a note, and audits the CV download', async () => {
    const [row] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO career_applications (name, phone, position, message, email, language, ip_address)
       VALUES ('Ali &amp; Veli', '0532', 'barista', 'Merhaba &lt;3', 'ali@example.com', 'tr', '127.0.0.1') RETURNING id`,
    );
    const list = inboxListSchema.parse((await api('get', '/api/admin/inbox').query({ kind: 'careers', status: 'new' }).expect(200)).body);
    expect(list.items.find((item) => item.id === row.id)).toMatchObject({ name: 'Ali & Veli', status: 'new', answers: { message: 'Merhaba <3', position: 'barista' }, hasCv: false });
    await api('patch', `/api/admin/inbox/careers/${row.id}`).send({ status: 'in_review', internalNote: 'Ara' }).expect(204);
    await api('patch', `/api/admin/inbox/careers/${row.id}`).send({ status: 'closed', internalNote: 'Görüşüldü' }).expect(204);
    await api('patch', `/api/admin/inbox/careers/${row.id}`).send({ status: 'archived', internalNote: '' }).expect(400);
    await api('patch', `/api/admin/inbox/nope/${row.id}`).send({ status: 'closed', internalNote: '' }).expect(404);
    const closed = inboxListSchema.parse((await api('get', '/api/admin/inbox').query({ kind: 'careers', status: 'closed' }).expect(200)).body);
    expect(closed.items.map((item) => [item.id, item.internalNote])).toEqual([[row.id, 'Görüşüldü']]);
    expect(await auditActions(row.id)).toEqual(['inbox.update', 'inbox.update']);
    await api('get', `/api/forms/careers/${row.id}/cv`).expect(404);
  });

  it('exports newsletter subscribers as CSV, formula cells neutralised', async () => {
    await t.dataSource.query(
      `INSERT INTO newsletter_subscribers (email, language, status) VALUES ('=cmd@example.com', 'tr', 'active'), ('okur@example.com', 'en', 'pending')`,
    );
    const csv = await api('get', '/api/admin/newsletter/export').expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,language,status,created_at,confirmed_at');
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^"'=cmd@example.com",tr,active,/), expect.stringMatching(/^okur@example.com,en,pending,/)]));
    const list = (await api('get', '/api/admin/newsletter').query({ status: 'pending' }).expect(200)).body;
    expect(list.items.map((s: { email: string }) => s.email)).toEqual(['okur@example.com']);
  });

  it('hides a review: it leaves the product page and the rating is recomputed; restoring brings it back', async () => {
    const product = (await request(t.server).get('/api/products/ethiopia-yirgacheffe').expect(200)).body;
    const [a, b] = [await seedUser(t), await seedUser(t)];
    const [low] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO reviews (product_id, user_id, rating, body, author_name) VALUES ($1, $2, 1, 'Kötü', 'A'), ($1, $3, 5, 'Harika', 'B') RETURNING id`,
      [product.id, a.id, b.id],
    );
    const before = (await request(t.server).get(`/api/products/${product.slug}/reviews`).expect(200)).body;
    const hidden = await api('patch', `/api/admin/reviews/${low.id}`).send({ hidden: true }).expect(200);
    expect(hidden.body).toMatchObject({ hidden: true, productReviewCount: before.total - 1 });
    const after = (await request(t.server).get(`/api/products/${product.slug}/reviews`).expect(200)).body;
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((r: { id: string }) => r.id)).not.toContain(low.id);
    const list = adminReviewListSchema.parse((await api('get', '/api/admin/reviews').query({ visibility: 'hidden' }).expect(200)).body);
    expect(list.items.map((r) => r.id)).toEqual([low.id]);
    // Both names, so the English panel names the product in English.
    expect(list.items[0]).toMatchObject({ productName: 'Etiyopya Yirgacheffe', productNameEn: 'Ethiopia Yirgacheffe' });
    await api('patch', `/api/admin/reviews/${low.id}`).send({ hidden: false }).expect(200);
    expect((await request(t.server).get(`/api/products/${product.slug}/reviews`).expect(200)).body.total).toBe(before.total);
    expect(await auditActions(low.id)).toEqual(['review.hide', 'review.restore']);
  });
});
