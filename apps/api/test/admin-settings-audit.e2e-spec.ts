import { auditListSchema, DEFAULT_CHECKOUT_SETTINGS, storeSettingsResponseSchema, type StoreSettingsResponse } from '@harman/contracts';
import request from 'supertest';
import { AuditLog } from '../src/common/security/audit-log';
import { CookieJar, seedUser, signIn } from './support/accounts';
import { startTestApp, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('admin › settings and the audit log', () => {
  let t: TestApp;
  let admin: CookieJar;
  let adminEmail: string;
  let coffee: { id: string };

  const api = (method: 'get' | 'put', path: string) => request(t.server)[method](path).set('Cookie', admin.header());
  const settings = async (): Promise<StoreSettingsResponse> => storeSettingsResponseSchema.parse((await api('get', '/api/admin/settings').expect(200)).body);
  const editable = ({ updatedAt: _u, ...rest }: StoreSettingsResponse) => rest;
  const quote = async () =>
    (await request(t.server).post('/api/cart/quote').send({ items: [{ id: coffee.id, variant: '250g', quantity: 1 }] }).expect(200)).body as {
      subtotal: number;
      vat: number;
      shipping: number;
      total: number;
      freeShipping: boolean;
      remainingForFreeShipping: number;
    };
  const auditCount = async (action: string) =>
    (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM audit_log WHERE action = $1`, [action]))[0].n;

  beforeAll(async () => {
    t = await startTestApp();
    const user = await seedUser(t, { role: 'admin', totpSecret: TOTP });
    adminEmail = user.email;
    admin = await signIn(t, user);
    coffee = (await request(t.server).get('/api/products/ethiopia-yirgacheffe').expect(200)).body; // 250g: 285 TL
  });
  afterAll(() => t?.close());

  it('answers the contracts defaults until staff save, and the quote prices with them', async () => {
    const current = await settings();
    expect(current).toMatchObject({ freeShippingThreshold: 50_000, shippingFee: 2_999, vatRateBasisPoints: 100, version: 0, updatedAt: null });
    expect(await quote()).toMatchObject({ subtotal: 28_500, vat: 285, shipping: 2_999, freeShipping: false, vatRateBasisPoints: 100 });
    expect((await request(t.server).get('/api/site/pricing').expect(200)).body).toEqual({ freeShippingThreshold: 50_000, shippingFee: 2_999, vatRateBasisPoints: 100 });
  });

  it('saves validated settings that the next quote and /menu use at once, with an audit row', async () => {
    const current = await settings();
    const saved = await api('put', '/api/admin/settings').send({
      ...editable(current),
      freeShippingThreshold: 25_000,
      shippingFee: 4_500,
      vatRateBasisPoints: 1_000,
      codProvinces: ['İstanbul', 'Ankara'],
      menuUrl: 'https://siparis.example.com/menu',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ freeShippingThreshold: 25_000, version: 1 });
    // 285 TL ≥ 250 TL: free shipping now; VAT 10 %.
    expect(await quote()).toMatchObject({ subtotal: 28_500, vat: 2_850, shipping: 0, freeShipping: true, total: 28_500 + 2_850, vatRateBasisPoints: 1_000 });
    expect((await request(t.server).get('/api/site/menu').expect(200)).body).toEqual({ url: 'https://siparis.example.com/menu' });
    // What the product page and the policy pages quote follows at once too.
    expect((await request(t.server).get('/api/site/pricing').expect(200)).body).toEqual({ freeShippingThreshold: 25_000, shippingFee: 4_500, vatRateBasisPoints: 1_000 });

    const audit = auditListSchema.parse((await api('get', '/api/admin/audit').query({ action: 'settings.update' }).expect(200)).body);
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      actorEmail: adminEmail,
      kind: 'admin',
      changes: {
        freeShippingThreshold: { from: 50_000, to: 25_000 },
        shippingFee: { from: 2_999, to: 4_500 },
        vatRateBasisPoints: { from: 100, to: 1_000 },
        codProvinces: { from: [...DEFAULT_CHECKOUT_SETTINGS.cashOnDeliveryProvinces], to: ['İstanbul', 'Ankara'] },
        menuUrl: { from: expect.any(String), to: 'https://siparis.example.com/menu' },
      },
    });
    expect(audit.items[0].requestId).toEqual(expect.any(String));
    expect(audit.items[0].ip).toEqual(expect.any(String));
  });

  it('refuses invalid settings field by field', async () => {
    const current = await settings();
    const response = await api('put', '/api/admin/settings').send({
      ...editable(current),
      vatRateBasisPoints: 20_000,
      shippingFee: -5,
      codProvinces: ['Atlantis'],
      staffEmail: 'not-an-address',
      menuUrl: 'javascript:alert(1)',
      extra: true,
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['codProvinces.0', 'extra', 'menuUrl', 'shippingFee', 'staffEmail', 'vatRateBasisPoints']);
    expect(await settings()).toEqual(current);
  });

  it('refuses a save over a newer one (version check)', async () => {
    const current = await settings();
    await api('put', '/api/admin/settings').send({ ...editable(current), shippingFee: 3_000 }).expect(200);
    const stale = await api('put', '/api/admin/settings').send({ ...editable(current), shippingFee: 9_999 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    expect((await settings()).shippingFee).toBe(3_000);
  });

  it('writes the audit row in the same transaction: a failed change leaves none, and no change happens without one', async () => {
    const audit = t.app.get(AuditLog);
    const current = await settings();
    const rowsBefore = await auditCount('settings.update');

    // The change fails after its audit row was written: both roll back.
    const failAfter = jest.spyOn(audit, 'record').mockImplementationOnce(async (manager, entry) => {
      await AuditLog.prototype.record.call(audit, manager, entry);
      throw new Error('Simulated failure after the audit row');
    });
    await api('put', '/api/admin/settings').send({ ...editable(current), shippingFee: 1_234 }).expect(500);
    failAfter.mockRestore();
    expect(await auditCount('settings.update')).toBe(rowsBefore);
    expect((await settings()).shippingFee).toBe(current.shippingFee);

    // The audit row cannot be written: the change does not happen either.
    const failWrite = jest.spyOn(audit, 'record').mockRejectedValueOnce(new Error('Simulated audit failure'));
    await api('put', '/api/admin/settings').send({ ...editable(current), shippingFee: 4_321 }).expect(500);
    failWrite.mockRestore();
    expect(await settings()).toEqual(current);
  });

  it('keeps the log append-only', async () => {
    await expect(t.dataSource.query(`UPDATE audit_log SET action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.dataSource.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
  });

  it('records security events: sign-in failures and two-factor failures, searchable and filterable', async () => {
    const victim = await seedUser(t, { role: 'admin', totpSecret: TOTP });
    await request(t.server).post('/api/auth/login').send({ email: victim.email, password: 'Yanlis-Sifre-123' }).expect(401);
    await waitUntil(async () => (await auditCount('login_failure')) > 0 || undefined, 'the login_failure audit row');
    const failures = auditListSchema.parse((await api('get', '/api/admin/audit').query({ kind: 'security', action: 'login_failure' }).expect(200)).body);
    expect(failures.items[0]).toMatchObject({ kind: 'security', action: 'login_failure', targetType: 'user', targetId: victim.id });
    const searched = auditListSchema.parse((await api('get', '/api/admin/audit').query({ q: victim.id }).expect(200)).body);
    expect(searched.items.map((item) => item.action)).toContain('login_failure');
    const today = new Date().toISOString().slice(0, 10);
    const ranged = auditListSchema.parse((await api('get', '/api/admin/audit').query({ from: '2000-01-01', to: '2000-01-02' }).expect(200)).body);
    expect(ranged.total).toBe(0);
    expect(auditListSchema.parse((await api('get', '/api/admin/audit').query({ from: today }).expect(200)).body).total).toBeGreaterThan(0);
    await api('get', '/api/admin/audit').query({ from: 'yesterday' }).expect(400);
    await api('get', '/api/admin/audit').query({ action: "x'; DROP TABLE audit_log;--" }).expect(400);
  });
});
