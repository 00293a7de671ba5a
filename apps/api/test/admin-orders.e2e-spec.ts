import { adminOrderDetailSchema, adminOrderListSchema, dashboardSummarySchema, DEV_TEST_CARDS, salesReportSchema, type AdminOrderDetail } from '@harman/contracts';
import request from 'supertest';
import { controlClock, CookieJar, seedUser, signIn } from './support/accounts';
import { cardToken, placeOrder, startCheckout, stockItem, stockOf } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';

const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('admin › orders', () => {
  let t: TestApp;
  let admin: CookieJar;
  let customer: CookieJar;
  let clock: ReturnType<typeof controlClock>;

  const api = (method: 'get' | 'post', path: string) => request(t.server)[method](path).set('Cookie', admin.header());
  const act = (id: string, body: Record<string, unknown>) => api('post', `/api/admin/orders/${id}/actions`).send(body);
  const detail = async (id: string): Promise<AdminOrderDetail> => adminOrderDetailSchema.parse((await api('get', `/api/admin/orders/${id}`).expect(200)).body);

  /** A paid card order of two 250 g bags by the signed-in customer. */
  const paidOrder = async (quantity = 2) => {
    const bag = await stockItem(t, 'ethiopia-yirgacheffe', '250g', 20);
    const session = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity }], jar: customer });
    const placed = await placeOrder(t, session, { payment: { method: 'card', providerToken: await cardToken(t, undefined, customer) } }, customer).expect(201);
    return { orderId: placed.body.orderId as string, bag };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t, await seedUser(t, { role: 'admin', totpSecret: TOTP }));
    customer = await signIn(t, await seedUser(t));
    // Every order of the file on one day: the sales report of 'today' must not meet Istanbul's midnight mid-file.
    clock = controlClock(t);
    clock.freeze();
  });
  afterAll(() => t?.close());

  it('lists orders with filters and offers only the moves the state machine allows', async () => {
    const { orderId } = await paidOrder();
    // A paid card order goes to preparation by itself.
    const list = adminOrderListSchema.parse((await api('get', '/api/admin/orders').query({ status: 'processing', payment: 'paid' }).expect(200)).body);
    expect(list.items.map((o) => o.id)).toContain(orderId);
    const none = adminOrderListSchema.parse((await api('get', '/api/admin/orders').query({ status: 'shipped' }).expect(200)).body);
    expect(none.items.map((o) => o.id)).not.toContain(orderId);
    await api('get', '/api/admin/orders').query({ status: 'lost' }).expect(400);
    const order = await detail(orderId);
    expect(order.actions).toEqual(['ship', 'cancel', 'refund']);
    expect(order.lines).toHaveLength(1);
    const premature = await act(orderId, { action: 'deliver' });
    expect(premature.status).toBe(409);
    expect(premature.body.code).toBe('INVALID_TRANSITION');
  });

  it('confirms a bank-transfer order', async () => {
    const bag = await stockItem(t, 'ethiopia-yirgacheffe', '250g', 20);
    const session = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }], jar: customer });
    const placed = await placeOrder(t, session, { payment: { method: 'bank_transfer' } }, customer).expect(201);
    const order = await detail(placed.body.orderId);
    expect([order.status, order.paymentStatus, order.actions]).toEqual(['pending', 'pending', ['confirm', 'cancel']]);
    const confirmed = adminOrderDetailSchema.parse((await act(order.id, { action: 'confirm' }).expect(200)).body);
    expect(confirmed.status).toBe('processing');
    await t.mail.waitFor((m) => m.subject === `Sipariş ${order.number}: Siparişiniz onaylandı ve hazırlanıyor.`);
  });

  it('ships with a tracking number: history, customer mail, audit, and the customer sees the number', async () => {
    const { orderId } = await paidOrder();
    await act(orderId, { action: 'ship', carrier: 'Yurtiçi Kargo', trackingNumber: '' }).expect(400);
    const shipped = adminOrderDetailSchema.parse((await act(orderId, { action: 'ship', carrier: 'Yurtiçi Kargo', trackingNumber: 'YK123456789' }).expect(200)).body);
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'Yurtiçi Kargo', trackingNumber: 'YK123456789', actions: ['deliver', 'refund'] });
    expect(shipped.history.filter((h) => h.kind === 'order').map((h) => [h.from, h.to, h.actor])).toEqual([
      [null, 'pending', 'customer'],
      ['pending', 'processing', 'system'],
      ['processing', 'shipped', 'admin'],
    ]);
    const mail = await t.mail.waitFor((m) => m.subject.includes(shipped.number) && m.text.includes('YK123456789'));
    expect(mail.text).toContain('Yurtiçi Kargo');
    const mine = await request(t.server).get(`/api/account/orders/${orderId}`).set('Cookie', customer.header()).expect(200);
    expect(mine.body).toMatchObject({ status: 'shipped', shipping: { trackingNumber: 'YK123456789' } });
    const [audit] = await t.dataSource.query(`SELECT changes FROM audit_log WHERE action = 'order.ship' AND target_id = $1`, [orderId]);
    expect(audit.changes).toMatchObject({ trackingNumber: 'YK123456789', status: { from: 'processing', to: 'shipped' } });
    await act(orderId, { action: 'deliver' }).expect(200);
    expect((await detail(orderId)).status).toBe('completed');
  });

  it('cancels a paid order: the stock comes back and the payment is refunded through the provider', async () => {
    const { orderId, bag } = await paidOrder(3);
    const before = await stockOf(t, bag.sku);
    const cancelled = adminOrderDetailSchema.parse((await act(orderId, { action: 'cancel', note: 'Müşteri istedi' }).expect(200)).body);
    expect(cancelled).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', refundedAmount: cancelled.total, actions: [] });
    expect(cancelled.refunds[0].reference).toMatch(/^re_dev_/);
    expect(await stockOf(t, bag.sku)).toEqual({ quantity: before.quantity + 3, reserved: before.reserved });
  });

  it('refunds part, then the rest; never more than was paid', async () => {
    const { orderId } = await paidOrder();
    const order = await detail(orderId);
    const partial = adminOrderDetailSchema.parse((await act(orderId, { action: 'refund', amount: 1_000, note: 'Hasarlı paket' }).expect(200)).body);
    expect(partial).toMatchObject({ paymentStatus: 'paid', refundedAmount: 1_000 });
    const tooMuch = await act(orderId, { action: 'refund', amount: order.total });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.code).toBe('REFUND_TOO_LARGE');
    const rest = adminOrderDetailSchema.parse((await act(orderId, { action: 'refund', amount: order.total - 1_000 }).expect(200)).body);
    expect(rest).toMatchObject({ paymentStatus: 'refunded', refundedAmount: order.total });
    expect(rest.actions).not.toContain('refund');
    await act(orderId, { action: 'refund', amount: 1 }).expect(409);
  });

  it('shows real figures on the dashboard; its top sellers count only sold orders, as Raporlar does', async () => {
    // A declined card order (payment failed) of more bags than any sale: no sale, so no top seller. The unpaid
    // bank-transfer and the cancelled orders above must not count either. Placed a millisecond after the others (the
    // file's frozen clock gives them one created_at), so it is the newest of the last orders.
    clock.advance(1);
    const unsold = await stockItem(t, 'brazil-santos', '250g', 20);
    const session = await startCheckout(t, { items: [{ id: unsold.id, variant: '250g', quantity: 9 }], jar: customer });
    const declined = await placeOrder(t, session, { payment: { method: 'card', providerToken: await cardToken(t, DEV_TEST_CARDS.declined, customer) } }, customer).expect(402);
    const summary = dashboardSummarySchema.parse((await api('get', '/api/admin/dashboard').expect(200)).body);
    expect(summary.lastOrders).toHaveLength(5);
    // The order still waits ('Beklemede'); its payment says it failed.
    expect(summary.lastOrders[0]).toMatchObject({ id: declined.body.details.orderId, status: 'pending', paymentStatus: 'failed' });
    const stored = await t.dataSource.query<{ id: string; payment_status: string }[]>(`SELECT id, payment_status FROM orders WHERE id = ANY($1)`, [
      summary.lastOrders.map((o) => o.id),
    ]);
    expect(Object.fromEntries(summary.lastOrders.map((o) => [o.id, o.paymentStatus]))).toEqual(Object.fromEntries(stored.map((o) => [o.id, o.payment_status])));
    expect(summary.lastOrders.filter((o) => o.paymentStatus === 'failed')).toHaveLength(1);
    expect(summary.topSellers[0]).toMatchObject({ name: expect.stringContaining('Yirgacheffe') });
    expect(summary.topSellers.map((p) => p.id)).not.toContain(unsold.id);
    const today = clock.now().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
    const report = salesReportSchema.parse((await api('get', '/api/admin/reports/sales').query({ from: today, to: today }).expect(200)).body);
    expect(summary.topSellers.map((p) => [p.id, p.units])).toEqual(report.byProduct.map((p) => [p.id, p.units]));
    expect(summary.ordersAwaitingAction).toBeGreaterThanOrEqual(1);
  });

  it('reports sales of a date range, computed in SQL, with CSV export', async () => {
    const today = clock.now().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
    const report = salesReportSchema.parse((await api('get', '/api/admin/reports/sales').query({ from: today, to: today, groupBy: 'day' }).expect(200)).body);
    const [expected] = await t.dataSource.query<{ orders: number; revenue: number }[]>(
      `SELECT count(*)::int AS orders, SUM(total - refunded_amount)::int AS revenue FROM orders WHERE status <> 'cancelled' AND payment_status IN ('paid', 'refunded')`,
    );
    expect(report.totals).toMatchObject({ orders: expected.orders, revenue: expected.revenue, averageOrderValue: Math.round(expected.revenue / expected.orders) });
    expect(report.series).toEqual([{ period: today, orders: expected.orders, revenue: expected.revenue }]);
    expect(report.byProduct[0].name).toContain('Yirgacheffe');
    expect(report.topCustomers).toHaveLength(1);
    // Every named row carries the English name too, from the same query: the English panel shows it.
    expect(report.byProduct[0]).toMatchObject({ name: 'Etiyopya Yirgacheffe', nameEn: 'Ethiopia Yirgacheffe' });
    expect(report.byCategory.find((c) => c.slug === 'single-origin')).toMatchObject({ name: 'Tek Köken', nameEn: 'Single Origin' });
    // The seed has the WDT tool out of stock.
    expect(report.lowStock.find((p) => p.sku === 'HK-ES-WDT')).toMatchObject({ name: 'Dağıtım Aleti (WDT)', nameEn: 'Distribution Tool (WDT)' });
    const products = await t.dataSource.query<{ id: string; name_en: string }[]>(`SELECT id, name_en FROM products`);
    const nameEn = new Map(products.map((p) => [p.id, p.name_en]));
    expect(report.byProduct.map((p) => p.nameEn)).toEqual(report.byProduct.map((p) => nameEn.get(p.id!)));
    expect(report.lowStock.length).toBeGreaterThan(0);
    expect(report.lowStock.map((p) => p.nameEn)).toEqual(report.lowStock.map((p) => nameEn.get(p.id)));
    const categories = await t.dataSource.query<{ slug: string; name_en: string }[]>(`SELECT slug, name_en FROM categories`);
    const categoryEn = new Map(categories.map((c) => [c.slug, c.name_en]));
    expect(report.byCategory.map((c) => c.nameEn)).toEqual(report.byCategory.map((c) => categoryEn.get(c.slug!)));
    const empty = salesReportSchema.parse((await api('get', '/api/admin/reports/sales').query({ from: '2001-01-01', to: '2001-12-31', groupBy: 'month' }).expect(200)).body);
    expect(empty.totals).toEqual({ orders: 0, revenue: 0, averageOrderValue: 0, units: 0 });
    await api('get', '/api/admin/reports/sales').query({ from: today, to: '2001-01-01' }).expect(400);
    await api('get', '/api/admin/reports/sales').query({ from: today, to: today, groupBy: 'year; DROP TABLE orders' }).expect(400);
    const csv = await api('get', '/api/admin/reports/sales/export').query({ from: today, to: today }).expect(200);
    expect(csv.text.split('\r\n')[0]).toBe('period,orders,revenue_try');
  });
});
