import { BACK_IN_STOCK_REQUESTS_PER_ADDRESS } from '@harman/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AdminProductsService } from '../src/modules/admin/products/admin-products.service';
import { StockAlertsRelay } from '../src/modules/notifications/stock-alerts/stock-alerts.relay';
import { Notifier } from '../src/modules/notifications/notifier';
import { seedUser, signIn, type CookieJar, type SeededUser } from './support/accounts';
import { startCheckout, stockItem } from './support/checkout';
import { FormVisitor, uniqueEmail } from './support/form-client';
import { startTestApp, TEST_APP_BASE_URL, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

interface Product {
  id: string;
  slug: string;
  name: string;
  name_en: string;
  sku: string;
}

interface Row {
  type: string;
  event_id: string;
  title: { tr: string; en: string };
  message: { tr: string; en: string };
  data: { url: string | null };
}

/**
 * Issue 11: 'Stoğa gelince haber ver' (the request, then a notification and a mail to each requester once the
 * stock returns from 0, by any path), and the staff's notices of low stock and of a new form submission.
 */
describe('stock alerts and staff notices', () => {
  let t: TestApp;
  let ayse: SeededUser;
  let john: SeededUser;
  let staff: SeededUser;
  let ayseJar: CookieJar;
  let johnJar: CookieJar;
  const products: Product[] = [];
  let next = 0;

  /** A product of its own per test (one stock row), with `available` units. */
  const product = async (available: number): Promise<Product> => {
    const found = products[next++];
    if (!found) throw new Error('Not enough seeded products with one stock row');
    await t.dataSource.query(`UPDATE inventory SET reserved_quantity = 0, quantity = $2 WHERE product_id = $1`, [found.id, available]);
    return found;
  };
  const rowsOf = (userId: string, eventLike = 'stock:%') =>
    t.dataSource.query<Row[]>(`SELECT type, event_id, title, message, data FROM notifications WHERE user_id = $1 AND event_id LIKE $2 ORDER BY seq`, [
      userId,
      eventLike,
    ]);
  const ask = (jar: CookieJar, key: string) => request(t.server).put(`/api/products/${key}/back-in-stock`).set('Cookie', jar.header());
  const adjust = (p: Product, delta: number) =>
    t.app.get(AdminProductsService).adjustStock(p.id, { sku: p.sku, delta, reason: 'received', note: '' }, { id: staff.id, email: staff.email });
  /** Every stock event recorded so far, dispatched and enqueued (the relay also runs on its own; this waits for it). */
  const settled = () =>
    waitUntil(async () => {
      await t.app.get(StockAlertsRelay).runOnce();
      const [row] = await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM stock_events WHERE enqueued_at IS NULL`);
      return row.n === 0;
    }, 'the stock events to be enqueued');

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: 'loopback' } });
    ayse = await seedUser(t);
    john = await seedUser(t);
    await t.dataSource.query(`UPDATE users SET language = 'en' WHERE id = $1`, [john.id]);
    staff = await seedUser(t, { role: 'admin' });
    ayseJar = await signIn(t, ayse);
    johnJar = await signIn(t, john);
    products.push(
      ...(await t.dataSource.query<Product[]>(
        `SELECT p.id, p.slug, p.name, p.name_en, min(i.sku) AS sku FROM products p JOIN inventory i ON i.product_id = p.id
         JOIN categories c ON c.id = p.category_id WHERE p.is_active AND c.is_active
         GROUP BY p.id HAVING count(*) = 1 ORDER BY p.slug LIMIT 8`,
      )),
    );
  }, 60_000);
  afterAll(() => t?.close(), 60_000);

  it('records the request of a signed-in customer on a sold-out product, by id or slug; in stock there is nothing to wait for', async () => {
    const soldOut = await product(0);
    await request(t.server).put(`/api/products/${soldOut.slug}/back-in-stock`).expect(401);
    await ask(ayseJar, soldOut.slug).expect(200, { waiting: true });
    await ask(ayseJar, soldOut.id).expect(200, { waiting: true });
    await request(t.server).get(`/api/products/${soldOut.id}/back-in-stock`).set('Cookie', ayseJar.header()).expect(200, { waiting: true });
    await request(t.server).get(`/api/products/${soldOut.id}/back-in-stock`).set('Cookie', johnJar.header()).expect(200, { waiting: false });
    await request(t.server).delete(`/api/products/${soldOut.id}/back-in-stock`).set('Cookie', ayseJar.header()).expect(200, { waiting: false });
    await request(t.server).get(`/api/products/${soldOut.id}/back-in-stock`).set('Cookie', ayseJar.header()).expect(200, { waiting: false });

    const inStock = await product(20);
    await ask(ayseJar, inStock.slug).expect(200, { waiting: false });
    await ask(ayseJar, randomUUID()).expect(404);
    await ask(ayseJar, 'not a slug!').expect(404);
  });

  it('limits the requests of one address, across accounts, as the other cheap public writes are', async () => {
    const soldOut = await product(0);
    const from = (jar: CookieJar) => ask(jar, soldOut.slug).set('X-Forwarded-For', '203.0.113.201');
    for (let i = 0; i < BACK_IN_STOCK_REQUESTS_PER_ADDRESS.limit; i += 1) await from(i % 2 ? ayseJar : johnJar).expect(200);
    const limited = await from(ayseJar).expect(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
    // Another address is not held back.
    await ask(ayseJar, soldOut.slug).set('X-Forwarded-For', '203.0.113.202').expect(200, { waiting: true });
    await request(t.server).delete(`/api/products/${soldOut.id}/back-in-stock`).set('Cookie', ayseJar.header()).expect(200);
    await request(t.server).delete(`/api/products/${soldOut.id}/back-in-stock`).set('Cookie', johnJar.header()).expect(200);
  });

  it('notifies and mails each requester once, in their language, when the admin restocks; a repeated pass or job tells nobody twice', async () => {
    const p = await product(0);
    await ask(ayseJar, p.slug).expect(200, { waiting: true });
    await ask(johnJar, p.slug).expect(200, { waiting: true });

    await adjust(p, 3);
    await settled();
    const [forAyse] = await waitUntil(async () => {
      const rows = await rowsOf(ayse.id);
      return rows.length > 0 && rows;
    }, 'Ayşe’s notification');
    expect(forAyse).toMatchObject({
      type: 'product',
      title: { tr: 'Beklediğiniz ürün stokta', en: 'Back in stock' },
      message: { tr: `${p.name} yeniden stokta.`, en: `${p.name_en} is back in stock.` },
      data: { url: `/shop/${p.slug}` },
    });
    await waitUntil(async () => (await rowsOf(john.id)).length === 1, 'John’s notification');
    const tr = await t.mail.waitFor((mail) => mail.to.includes(ayse.email));
    expect(tr.subject).toBe(`${p.name} yeniden stokta`);
    expect(tr.text).toContain(`${TEST_APP_BASE_URL}/shop/${p.slug}`);
    const en = await t.mail.waitFor((mail) => mail.to.includes(john.email));
    expect(en.subject).toBe(`${p.name_en} is back in stock`);
    expect(en.text).toContain(`${TEST_APP_BASE_URL}/en/shop/${p.slug}`);
    await request(t.server).get(`/api/products/${p.slug}/back-in-stock`).set('Cookie', ayseJar.header()).expect(200, { waiting: false });

    // The same event again (a retried job, a second relay pass): nobody twice.
    await t.app.get(Notifier).notify({
      eventId: forAyse.event_id,
      content: { type: 'product', title: forAyse.title, message: forAyse.message, url: null },
      audience: { kind: 'back_in_stock', stockEventId: forAyse.event_id.slice('stock:'.length) },
    });
    await settled();
    // More stock, sold out and back: the requests were answered, so no new event and no new notification.
    await adjust(p, 5);
    await adjust(p, -8);
    await adjust(p, 1);
    await settled();
    const events = await t.dataSource.query(`SELECT kind FROM stock_events WHERE product_id = $1 AND kind = 'back_in_stock'`, [p.id]);
    expect(events).toHaveLength(1);
    expect(await rowsOf(ayse.id)).toHaveLength(1);
    expect(await rowsOf(john.id)).toHaveLength(1);
    expect(t.mail.messages().filter((mail) => mail.to.includes(ayse.email))).toHaveLength(1);

    // Sold out again, asked again: the next return tells her again (a new event).
    await adjust(p, -1);
    await ask(ayseJar, p.slug).expect(200, { waiting: true });
    await adjust(p, 2);
    await settled();
    await waitUntil(async () => (await rowsOf(ayse.id)).length === 2, 'Ayşe’s second notification');
    expect(await rowsOf(john.id)).toHaveLength(1);
  });

  it('tells the requester when the units a checkout held are given back (the release an expiry also makes)', async () => {
    const bag = await stockItem(t, 'house-blend', '250g', 2);
    // Only that option in stock: two units, which a guest's checkout then holds, so the product is sold out.
    await t.dataSource.query(`UPDATE inventory SET quantity = 0, reserved_quantity = 0 WHERE product_id = $1 AND sku <> $2`, [bag.id, bag.sku]);
    const session = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 2, price: bag.price }] });
    const aboutIt = async () => (await rowsOf(ayse.id)).filter((row) => row.data.url === '/shop/house-blend');
    await ask(ayseJar, 'house-blend').expect(200, { waiting: true });
    await settled();
    expect(await aboutIt()).toHaveLength(0);

    await request(t.server).delete(`/api/checkout/sessions/${session.checkoutId}`).set('X-Checkout-Token', session.checkoutToken).expect(204);
    await settled();
    await waitUntil(async () => (await aboutIt()).length === 1, 'the notification of the released units');
  });

  it('notifies staff once when a product falls to the low-stock threshold, not again on the way down', async () => {
    const p = await product(12);
    const aboutIt = async () => (await rowsOf(staff.id)).filter((row) => row.data.url === `/admin/dashboard/products/${p.id}`);
    await adjust(p, -7); // 12 → 5: at the threshold
    await adjust(p, -2); // 5 → 3: already low
    await settled();
    await waitUntil(async () => (await aboutIt()).length > 0, 'the staff’s low-stock notice');
    expect(await aboutIt()).toHaveLength(1);
    const [notice] = await aboutIt();
    expect(notice).toMatchObject({
      type: 'product',
      title: { en: 'Low stock' },
      message: { en: `${p.name_en}: 5 left.` },
      data: { url: `/admin/dashboard/products/${p.id}` },
    });
    // Customers hear nothing of it.
    expect((await rowsOf(ayse.id)).some((row) => row.title.en === 'Low stock')).toBe(false);
  });

  it('notifies staff of a new form submission, with no submitted text in it', async () => {
    const visitor = new FormVisitor(t.server, '203.0.113.77');
    await visitor.freshToken();
    const response = await visitor
      .post('contact', {
        full_name: 'Mehmet Kaya',
        email: uniqueEmail(),
        phone: '+90 (532) 123-45-67',
        message: 'Merhaba, bir sorum olacaktı: kavrulmuş çekirdekleriniz kaç gün taze kalıyor?',
      })
      .expect(201);
    const [notice] = await waitUntil(async () => {
      const rows = await rowsOf(staff.id, `form:contact:${response.body.id}:staff`);
      return rows.length > 0 && rows;
    }, 'the staff’s form notice');
    expect(notice).toMatchObject({
      type: 'other',
      title: { tr: 'Yeni iletişim mesajı', en: 'New contact message' },
      data: { url: '/admin/dashboard/applications' },
    });
    expect(JSON.stringify(notice)).not.toContain('Mehmet');
    expect(await rowsOf(ayse.id, 'form:%')).toHaveLength(0);
  });
});
