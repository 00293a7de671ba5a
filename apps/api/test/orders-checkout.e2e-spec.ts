import {
  checkoutQuoteSchema,
  checkoutSessionSchema,
  customerOrderDetailSchema,
  DEV_TEST_CARDS,
  DEV_THREE_DS_CODE,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  placeOrderResultSchema,
  type CustomerOrderDetail,
  type OrderStatus,
  type PaymentStatus,
  type PlaceOrderResult,
} from '@harman/contracts';
import { execFileSync } from 'node:child_process';
import request from 'supertest';
import { OrderJobsProcessor } from '../src/modules/orders/order-jobs.processor';
import { OrderTransitions } from '../src/modules/orders/order-transitions.service';
import { inTransaction } from '../src/modules/orders/helpers/transaction';
import { controlClock, seedUser, signIn, type CookieJar } from './support/accounts';
import {
  ADDRESS,
  cardToken,
  createSession,
  idempotencyKey,
  placeOrder,
  startCheckout,
  stockItem,
  stockOf,
  type StockedItem,
} from './support/checkout';
import { startTestApp, TEST_APP_BASE_URL, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

// Starting the app migrates and seeds a fresh database: longer than Jest's default hook time on a busy machine.
jest.setTimeout(60_000);

describe('checkout and orders', () => {
  let t: TestApp;
  let bag: StockedItem; // Ethiopia Yirgacheffe 250g, 285 TL
  let kilo: StockedItem; // Ethiopia Yirgacheffe 1kg

  const mailsTo = (address: string) => t.mail.messages().filter((m) => m.to.includes(address));
  const orderRow = async (id: string) =>
    (await t.dataSource.query<{ status: string; payment_status: string; total: number }[]>(`SELECT status, payment_status, total FROM orders WHERE id = $1`, [id]))[0];

  beforeAll(async () => {
    t = await startTestApp();
    bag = await stockItem(t, 'ethiopia-yirgacheffe', '250g', 50);
    kilo = await stockItem(t, 'ethiopia-yirgacheffe', '1kg', 50);
  });
  afterAll(() => t?.close());

  describe('pricing', () => {
    const quote = async (body: object) => {
      const response = await request(t.server).post('/api/checkout/quote').send(body).expect(200);
      return checkoutQuoteSchema.parse(response.body);
    };

    it('prices from the database: 1 % VAT, 29.99 TL standard cargo below 500 TL, express, and says what changed', async () => {
      const result = await quote({ items: [{ id: bag.id, variant: '250g', quantity: 1, price: 100 }] });
      expect(result.amounts).toEqual({
        subtotalKurus: 28_500,
        vatKurus: 285,
        vatRateBasisPoints: 100,
        shippingKurus: 2_999,
        paymentFeeKurus: 0,
        totalKurus: 28_500 + 285 + 2_999,
      });
      expect(result.deliveryOptions).toEqual([
        { id: 'standard', feeKurus: 2_999, remainingForFreeKurus: 50_000 - 28_500, businessDays: '1-4' },
        { id: 'express', feeKurus: 5_999, remainingForFreeKurus: 0, businessDays: '1' },
      ]);
      expect(result.changes).toEqual([
        { kind: 'PRICE_CHANGED', id: bag.id, variant: '250g', name: 'Etiyopya Yirgacheffe', beforeKurus: 100, afterKurus: 28_500, available: null },
      ]);
    });

    it('ships standard cargo free from exactly 500 TL; express always costs its fee', async () => {
      const two = await quote({ items: [{ id: bag.id, variant: '250g', quantity: 2 }] });
      expect(two.amounts.shippingKurus).toBe(0);
      expect(two.amounts.subtotalKurus).toBe(57_000);
      const express = await quote({ items: [{ id: bag.id, variant: '250g', quantity: 2 }], deliveryMethod: 'express' });
      expect(express.amounts.shippingKurus).toBe(5_999);
    });

    it('offers cash on delivery only in the allowed provinces, with its fee in the total', async () => {
      const istanbul = await quote({ items: [{ id: bag.id, variant: '250g', quantity: 1 }], city: 'istanbul', paymentMethod: 'cash_on_delivery' });
      expect(istanbul.cashOnDelivery.available).toBe(true);
      expect(istanbul.amounts.paymentFeeKurus).toBe(1_999);
      expect(istanbul.amounts.totalKurus).toBe(28_500 + 285 + 2_999 + 1_999);
      const van = await quote({ items: [{ id: bag.id, variant: '250g', quantity: 1 }], city: 'Van' });
      expect(van.cashOnDelivery.available).toBe(false);
    });

    it('refuses a province that is not one of the 81 and a postal code that is not five digits', async () => {
      const response = await createSession(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }], address: { ...ADDRESS, city: 'Atlantis', postalCode: '123' } });
      expect(response.status).toBe(400);
      expect(response.body.fields).toMatchObject({ 'address.city': ['provinceInvalid'], 'address.postalCode': ['postalCodeInvalid'] });
    });
  });

  describe('a guest buys with a new card', () => {
    let result: PlaceOrderResult;
    const email = 'misafir.kart@example.com';

    beforeAll(async () => {
      const before = await stockOf(t, bag.sku);
      const session = checkoutSessionSchema.parse(await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 2, price: bag.price }], email }));
      expect(await stockOf(t, bag.sku)).toEqual({ quantity: before.quantity, reserved: before.reserved + 2 });
      const response = await placeOrder(t, session, { payment: { method: 'card', providerToken: await cardToken(t) } }).expect(201);
      result = placeOrderResultSchema.parse(response.body);
      expect(await stockOf(t, bag.sku)).toEqual({ quantity: before.quantity - 2, reserved: before.reserved });
    });

    it('is paid, numbered HRM-<year>-nnnnnn, and priced by the api', async () => {
      expect(result.outcome).toBe('paid');
      expect(result.orderNumber).toMatch(/^HRM-20\d\d-\d{6}$/);
      expect(result.amounts.totalKurus).toBe(57_000 + 570);
      expect(await orderRow(result.orderId)).toEqual({ status: 'processing', payment_status: 'paid', total: 57_570 });
    });

    it('sends one confirmation mail in Turkish whose link opens that order for the guest', async () => {
      const mail = await waitUntil(() => mailsTo(email)[0], 'the confirmation mail', { timeoutMs: 60_000 });
      expect(mail.subject).toBe(`Siparişiniz alındı: ${result.orderNumber}`);
      expect(mail.text).toContain('2 × Etiyopya Yirgacheffe (250g)');
      // The card was charged at placement: the mail says what the order page says, not pending.
      expect(mail.text).toContain(`${result.orderNumber} numaralı siparişinizi aldık. Durumu: Hazırlanıyor.`);
      expect(mail.text).not.toContain('Beklemede');
      expect(mail.html).toContain('Durumu: Hazırlanıyor');
      expect(mail.text).toContain(`${TEST_APP_BASE_URL}/orders/view/`);
      const token = /\/orders\/view\/([A-Za-z0-9._-]+)/.exec(mail.text)?.[1];
      expect(token).toBeDefined();
      // The answer's link opens it too (both are signed; their expiries may differ by a second).
      await request(t.server).get(`/api/orders/guest/${result.guestAccessToken}`).expect(200);
      const page = await request(t.server).get(`/api/orders/guest/${token}`).expect(200);
      const detail = customerOrderDetailSchema.parse(page.body);
      expect(detail).toMatchObject({ number: result.orderNumber, status: 'processing', paymentStatus: 'paid', email });
      expect(detail.items).toEqual([expect.objectContaining({ name: 'Etiyopya Yirgacheffe', variant: '250g', quantity: 2, unitPriceKurus: 28_500 })]);
      expect(detail.history.map((h) => `${h.kind}:${h.from}>${h.to}`)).toEqual([
        'payment:null>pending',
        'order:null>pending',
        'payment:pending>paid',
        'order:pending>processing',
      ]);
      expect(mailsTo(email)).toHaveLength(1);
    });

    it('refuses a forged or foreign guest link with 404', async () => {
      // The signature's first character changed (its last ones may already read 'AA'; the first always differs).
      const [body, mac] = result.guestAccessToken!.split('.');
      const forged = `${body}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
      expect((await request(t.server).get(`/api/orders/guest/${forged}`).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
    });

    it('keeps no card number anywhere in the order tables', async () => {
      const dump = await t.dataSource.query<{ row: string }[]>(`SELECT row_to_json(o)::text AS row FROM orders o`);
      const payments = await t.dataSource.query<{ row: string }[]>(`SELECT row_to_json(p)::text AS row FROM payments p`);
      const text = [...dump, ...payments].map((r) => r.row).join('\n');
      expect(text).not.toContain('4242424242424242');
      expect(text).not.toContain('4242 4242 4242 4242');
    });
  });

  describe('idempotency', () => {
    it('gives the same order to a double click, a retry and a reload, and refuses the key with another body', async () => {
      const session = await startCheckout(t, { items: [{ id: kilo.id, variant: '1kg', quantity: 1 }] });
      const key = idempotencyKey();
      const providerToken = await cardToken(t);
      const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(t, session, { idempotencyKey: key, payment: { method: 'card', providerToken } })));
      const ids = new Set(answers.map((a) => a.body.orderId));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      expect(ids.size).toBe(1);
      const retry = await placeOrder(t, session, { idempotencyKey: key, payment: { method: 'card', providerToken } }).expect(201);
      expect(retry.body.orderId).toBe([...ids][0]);
      // A new key on a session that already has a paid order: still that order, no second charge.
      const reload = await placeOrder(t, session, { payment: { method: 'card', providerToken } }).expect(201);
      expect(reload.body.orderId).toBe([...ids][0]);
      const other = await placeOrder(t, session, { idempotencyKey: key, payment: { method: 'bank_transfer' } }).expect(409);
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      const [counts] = await t.dataSource.query<{ orders: number; payments: number }[]>(
        `SELECT (SELECT count(*)::int FROM orders WHERE checkout_id = $1) AS orders,
                (SELECT count(*)::int FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.checkout_id = $1) AS payments`,
        [session.checkoutId],
      );
      expect(counts).toEqual({ orders: 1, payments: 1 });
    });

    it('refuses a total the review did not show: 409 PRICE_CHANGED and nothing placed', async () => {
      const session = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }] });
      const response = await placeOrder(t, session, { expectedTotalKurus: 1, payment: { method: 'bank_transfer' } }).expect(409);
      expect(response.body).toMatchObject({ code: 'PRICE_CHANGED', details: { totalKurus: session.quote.amounts.totalKurus } });
      expect(await t.dataSource.query(`SELECT id FROM orders WHERE checkout_id = $1`, [session.checkoutId])).toEqual([]);
    });
  });

  describe('cards the provider declines or challenges', () => {
    it('declines the documented card with its reason, keeps the order waiting, and takes another card', async () => {
      const session = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }] });
      const declined = await placeOrder(t, session, { payment: { method: 'card', providerToken: await cardToken(t, DEV_TEST_CARDS.declined) } }).expect(402);
      expect(declined.body).toMatchObject({ code: 'PAYMENT_DECLINED', details: { reason: 'card_declined' } });
      const orderId = declined.body.details.orderId as string;
      expect(await orderRow(orderId)).toMatchObject({ status: 'pending', payment_status: 'failed' });
      const paid = await placeOrder(t, session, { payment: { method: 'card', providerToken: await cardToken(t) } }).expect(201);
      expect(paid.body).toMatchObject({ orderId, outcome: 'paid' });
      expect(await orderRow(orderId)).toMatchObject({ status: 'processing', payment_status: 'paid' });
    });

    it('asks for the 3-D Secure step on the documented card: a wrong code declines, the right one pays', async () => {
      const first = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }] });
      const challenged = await placeOrder(t, first, { payment: { method: 'card', providerToken: await cardToken(t, DEV_TEST_CARDS.threeDSecure) } }).expect(201);
      expect(challenged.body).toMatchObject({ outcome: 'requires_action', challenge: { id: expect.any(String) } });
      const wrong = await request(t.server)
        .post(`/api/checkout/orders/${challenged.body.orderId}/3ds`)
        .set('X-Checkout-Token', first.checkoutToken)
        .send({ challengeId: challenged.body.challenge.id, code: '000000' })
        .expect(402);
      expect(wrong.body.details.reason).toBe('authentication_failed');

      const second = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }] });
      const again = await placeOrder(t, second, { payment: { method: 'card', providerToken: await cardToken(t, DEV_TEST_CARDS.threeDSecure) } }).expect(201);
      const confirm = () =>
        request(t.server)
          .post(`/api/checkout/orders/${again.body.orderId}/3ds`)
          .set('X-Checkout-Token', second.checkoutToken)
          .send({ challengeId: again.body.challenge.id, code: DEV_THREE_DS_CODE });
      expect((await confirm().expect(200)).body.outcome).toBe('paid');
      // Sent twice (a reload): the same answer, still one payment.
      expect((await confirm().expect(200)).body.outcome).toBe('paid');
      const wrongToken = await request(t.server)
        .post(`/api/checkout/orders/${again.body.orderId}/3ds`)
        .set('X-Checkout-Token', first.checkoutToken)
        .send({ challengeId: again.body.challenge.id, code: DEV_THREE_DS_CODE });
      expect(wrongToken.status).toBe(404);
    });
  });

  describe('bank transfer, cash on delivery and expiry', () => {
    let clock: ReturnType<typeof controlClock>;
    beforeEach(() => (clock = controlClock(t)));
    afterEach(() => clock.restore());

    it('waits in payment pending with the bank details shown and mailed, then expires and releases its stock', async () => {
      const item = await stockItem(t, 'house-blend', '250g', 3);
      const email = 'havale@example.com';
      const session = await startCheckout(t, { items: [{ id: item.id, variant: '250g', quantity: 3 }], email, language: 'en' });
      const placed = await placeOrder(t, session, { payment: { method: 'bank_transfer' } }).expect(201);
      expect(placed.body).toMatchObject({ outcome: 'pending', bankTransfer: { iban: expect.stringMatching(/^TR/), reference: placed.body.orderNumber } });
      const mail = await waitUntil(() => mailsTo(email)[0], 'the bank transfer mail', { timeoutMs: 60_000 });
      expect(mail.subject).toBe(`Order received: ${placed.body.orderNumber}`);
      expect(mail.text).toContain('IBAN: TR');
      // Unpaid until the transfer arrives; the link opens the English order page.
      expect(mail.text).toContain(`We received your order ${placed.body.orderNumber}. Status: Pending.`);
      const link = /View your order: (\S+)/.exec(mail.text)?.[1];
      expect(link?.startsWith(`${TEST_APP_BASE_URL}/en/orders/view/`)).toBe(true);
      await request(t.server).get(`/api/orders/guest/${link!.slice(`${TEST_APP_BASE_URL}/en/orders/view/`.length)}`).expect(200);
      expect(await stockOf(t, item.sku)).toEqual({ quantity: 3, reserved: 3 });

      clock.advance(71 * 3600_000);
      await t.app.get(OrderJobsProcessor).sweep();
      expect(await orderRow(placed.body.orderId)).toMatchObject({ status: 'pending', payment_status: 'pending' });
      clock.advance(2 * 3600_000);
      await t.app.get(OrderJobsProcessor).sweep();
      expect(await orderRow(placed.body.orderId)).toMatchObject({ status: 'cancelled', payment_status: 'failed' });
      expect(await stockOf(t, item.sku)).toEqual({ quantity: 3, reserved: 0 });
    });

    it('releases a checkout session’s stock when its 15 minutes are over, and refuses to place it then', async () => {
      const item = await stockItem(t, 'colombia-supremo', '250g', 2);
      const session = await startCheckout(t, { items: [{ id: item.id, variant: '250g', quantity: 2 }] });
      expect(await stockOf(t, item.sku)).toEqual({ quantity: 2, reserved: 2 });
      expect((await createSession(t, { items: [{ id: item.id, variant: '250g', quantity: 1 }] }).expect(409)).body).toMatchObject({
        code: 'OUT_OF_STOCK',
        details: { id: item.id, available: 0 },
      });
      clock.advance(14 * 60_000);
      await t.app.get(OrderJobsProcessor).sweep();
      expect(await stockOf(t, item.sku)).toEqual({ quantity: 2, reserved: 2 });
      clock.advance(61_000);
      await t.app.get(OrderJobsProcessor).sweep();
      expect(await stockOf(t, item.sku)).toEqual({ quantity: 2, reserved: 0 });
      expect((await placeOrder(t, session, { payment: { method: 'bank_transfer' } }).expect(410)).body.code).toBe('CHECKOUT_EXPIRED');
    });

    it('takes cash on delivery in an allowed province (sold at once, preparing) and refuses it elsewhere', async () => {
      const item = await stockItem(t, 'brazil-santos', '250g', 5);
      const van = await startCheckout(t, { items: [{ id: item.id, variant: '250g', quantity: 1 }], address: { ...ADDRESS, city: 'Van' } });
      expect((await placeOrder(t, van, { payment: { method: 'cash_on_delivery' } }).expect(400)).body.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
      const istanbul = await startCheckout(t, { items: [{ id: item.id, variant: '250g', quantity: 1 }] });
      const placed = await placeOrder(t, istanbul, { payment: { method: 'cash_on_delivery' } }).expect(201);
      expect(placed.body.amounts.paymentFeeKurus).toBe(1_999);
      expect(await orderRow(placed.body.orderId)).toMatchObject({ status: 'processing', payment_status: 'pending' });
      expect(await stockOf(t, item.sku)).toEqual({ quantity: 4, reserved: 1 });
      // Inserted in preparation, its history still tells the whole story; the answer is the order as it committed.
      const history = await t.dataSource.query<{ step: string }[]>(
        `SELECT kind || ':' || COALESCE(from_status, 'null') || '>' || to_status AS step FROM order_history WHERE order_id = $1 ORDER BY id`,
        [placed.body.orderId],
      );
      expect(history.map((row) => row.step)).toEqual(['payment:null>pending', 'order:null>pending', 'order:pending>processing']);
      const [stored] = await t.dataSource.query<{ number: string; total: number }[]>(`SELECT number, total FROM orders WHERE id = $1`, [placed.body.orderId]);
      expect(placed.body).toMatchObject({ orderNumber: stored.number, outcome: 'pending', bankTransfer: null, amounts: { totalKurus: stored.total } });
      const [{ mails }] = await t.dataSource.query<{ mails: number }[]>(
        `SELECT count(*)::int AS mails FROM mail_outbox WHERE template = 'order-confirmation' AND payload->>'orderNumber' = $1`,
        [stored.number],
      );
      expect(mails).toBe(1);
    });
  });

  describe('the customer’s orders', () => {
    let ayse: CookieJar;
    let mehmet: CookieJar;
    let detail: CustomerOrderDetail;

    beforeAll(async () => {
      ayse = await signIn(t, await seedUser(t));
      mehmet = await signIn(t, await seedUser(t));
      const session = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }], jar: ayse });
      const placed = await placeOrder(t, session, { payment: { method: 'card', providerToken: await cardToken(t, undefined, ayse) } }, ayse).expect(201);
      expect(placed.body.guestAccessToken).toBeNull();
      detail = (await request(t.server).get(`/api/account/orders/${placed.body.orderId}`).set('Cookie', ayse.header()).expect(200)).body;
    });

    it('lists the order with search, status and period filters, and counts it on the overview', async () => {
      const list = await request(t.server).get('/api/account/orders').query({ q: 'yirgacheffe', status: 'processing', period: '30d' }).set('Cookie', ayse.header()).expect(200);
      expect(list.body.orders.map((o: { number: string }) => o.number)).toEqual([detail.number]);
      const none = await request(t.server).get('/api/account/orders').query({ status: 'shipped' }).set('Cookie', ayse.header()).expect(200);
      expect(none.body).toEqual({ orders: [], total: 0 });
      const overview = await request(t.server).get('/api/account/overview').set('Cookie', ayse.header()).expect(200);
      expect(overview.body.stats).toEqual({ totalOrders: 1, activeOrders: 1, totalSpentKurus: detail.totalKurus });
      expect(overview.body.recentOrders[0]).toMatchObject({ id: detail.id, number: detail.number });
      expect(overview.body.recentOrders).toHaveLength(1);
    });

    it('answers another customer’s order, list and invoice with 404', async () => {
      expect((await request(t.server).get(`/api/account/orders/${detail.id}`).set('Cookie', mehmet.header()).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
      expect((await request(t.server).get(`/api/account/orders/${detail.id}/invoice`).set('Cookie', mehmet.header()).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
      expect((await request(t.server).get('/api/account/orders').set('Cookie', mehmet.header()).expect(200)).body.total).toBe(0);
    });

    it('makes the invoice in the worker: numbered per year without gaps, Turkish letters intact, for the owner and admins', async () => {
      const pdf = await waitUntil(async () => {
        const response = await request(t.server).get(`/api/account/orders/${detail.id}/invoice`).set('Cookie', ayse.header()).buffer(true).parse(binary);
        return response.status === 200 ? (response.body as Buffer) : undefined;
      }, 'the invoice', { timeoutMs: 60_000, intervalMs: 200 });
      const text = pdfText(pdf);
      expect(text).toContain('FATURA');
      expect(text).toContain(detail.number);
      expect(text).toContain('Etiyopya Yirgacheffe');
      expect(text).toContain('İstanbul');
      expect(text).toContain('teşekkür ederiz. Kavrulmuş çekirdek, özenle öğütülmüş lezzet');
      for (const letter of ['ş', 'ğ', 'ı', 'İ', 'ç', 'ö', 'ü']) expect(text).toContain(letter);
      const numbers = await t.dataSource.query<{ number: string; sequence: number }[]>(`SELECT number, sequence FROM invoices ORDER BY sequence`);
      expect(numbers.map((n) => n.sequence)).toEqual(numbers.map((_, i) => i + 1));
      expect(text).toContain(numbers.find((n) => text.includes(n.number))!.number);
      const admin = await signIn(t, await seedUser(t, { role: 'admin', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }));
      await request(t.server).get(`/api/account/orders/${detail.id}/invoice`).set('Cookie', admin.header()).expect(200).expect('Content-Type', 'application/pdf');
    });

    it('pays with a saved card of the customer’s own, and not with another customer’s', async () => {
      const saved = await request(t.server)
        .post('/api/account/cards')
        .set('Cookie', ayse.header())
        .send({ providerToken: await cardToken(t, undefined, ayse), cardName: 'Ayşe Yılmaz', isDefault: true })
        .expect(201);
      const session = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }], jar: ayse });
      const paid = await placeOrder(t, session, { payment: { method: 'saved_card', cardId: saved.body.id } }, ayse).expect(201);
      expect(paid.body.outcome).toBe('paid');
      const order = await request(t.server).get(`/api/account/orders/${paid.body.orderId}`).set('Cookie', ayse.header()).expect(200);
      expect(order.body.payment).toEqual({ method: 'saved_card', brand: 'visa', last4: '4242' });
      const theirs = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }], jar: mehmet });
      const refused = await placeOrder(t, theirs, { payment: { method: 'saved_card', cardId: saved.body.id } }, mehmet).expect(404);
      expect(refused.body.code).toBe('CARD_NOT_FOUND');
    });

    it('lets the customer cancel only a pending order', async () => {
      const response = await request(t.server).post(`/api/account/orders/${detail.id}/cancel`).set('Cookie', ayse.header()).expect(409);
      expect(response.body).toMatchObject({ code: 'INVALID_TRANSITION', details: { from: 'processing', to: 'cancelled' } });
      const session = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }], jar: ayse });
      const placed = await placeOrder(t, session, { payment: { method: 'bank_transfer' } }, ayse).expect(201);
      const before = await stockOf(t, bag.sku);
      const cancelled = await request(t.server).post(`/api/account/orders/${placed.body.orderId}/cancel`).set('Cookie', ayse.header()).expect(200);
      expect(cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'failed' });
      expect(await stockOf(t, bag.sku)).toEqual({ quantity: before.quantity, reserved: before.reserved - 1 });
      await request(t.server).post(`/api/account/orders/${placed.body.orderId}/cancel`).set('Cookie', mehmet.header()).expect(404);
    });

    it('refuses a customer whose e-mail is not verified (403 EMAIL_NOT_VERIFIED)', async () => {
      const account = await seedUser(t);
      const unverified = await signIn(t, account);
      await t.dataSource.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [account.id]);
      const response = await createSession(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }], jar: unverified });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('EMAIL_NOT_VERIFIED');
    });
  });

  describe('the state machines', () => {
    let orderId: string;
    beforeAll(async () => {
      const session = await startCheckout(t, { items: [{ id: bag.id, variant: '250g', quantity: 1 }] });
      orderId = (await placeOrder(t, session, { payment: { method: 'bank_transfer' } }).expect(201)).body.orderId;
    });

    const attempt = async (kind: 'order' | 'payment', from: string, to: string) => {
      const column = kind === 'order' ? 'status' : 'payment_status';
      await t.dataSource.query(`UPDATE orders SET ${column} = $2 WHERE id = $1`, [orderId, from]);
      const transitions = t.app.get(OrderTransitions);
      try {
        await inTransaction(t.dataSource, (unit) =>
          transitions.move(unit, orderId, kind === 'order' ? { kind, to: to as OrderStatus } : { kind, to: to as PaymentStatus }, { actor: 'admin' }),
        );
        return 'allowed';
      } catch (error) {
        return (error as { code?: string }).code ?? String(error);
      }
    };

    it('allows exactly the order moves of the table, each with a history row, and refuses the rest with INVALID_TRANSITION', async () => {
      const seen: string[] = [];
      for (const from of ORDER_STATUSES) {
        for (const to of ORDER_STATUSES) {
          if (from === to) continue;
          const historyBefore = (await t.dataSource.query(`SELECT id FROM order_history WHERE order_id = $1`, [orderId])).length;
          const outcome = await attempt('order', from, to);
          const historyAfter = (await t.dataSource.query(`SELECT id FROM order_history WHERE order_id = $1`, [orderId])).length;
          const expected = ORDER_TRANSITIONS[from].includes(to) ? 'allowed' : 'INVALID_TRANSITION';
          seen.push(`${from}>${to}:${outcome}:${historyAfter - historyBefore}`);
          expect(`${from}>${to}:${outcome}`).toBe(`${from}>${to}:${expected}`);
          expect(historyAfter - historyBefore).toBe(expected === 'allowed' ? 1 : 0);
        }
      }
      expect(seen).toHaveLength(20);
    });

    it('allows exactly the payment moves of the table and refuses the rest', async () => {
      for (const from of PAYMENT_STATUSES) {
        for (const to of PAYMENT_STATUSES) {
          if (from === to) continue;
          const expected = PAYMENT_TRANSITIONS[from].includes(to) ? 'allowed' : 'INVALID_TRANSITION';
          expect(`${from}>${to}:${await attempt('payment', from, to)}`).toBe(`${from}>${to}:${expected}`);
        }
      }
    });
  });
});

/**
 * The text of a PDF as pdf-parse (pdf.js) extracts it. Run in a child node process: pdf.js loads its worker with a
 * dynamic import, which Jest's CommonJS sandbox does not allow.
 */
function pdfText(pdf: Buffer): string {
  const script = `
    const { PDFParse } = require('pdf-parse');
    const chunks = [];
    process.stdin.on('data', (c) => chunks.push(c));
    process.stdin.on('end', async () => {
      const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
      process.stdout.write((await parser.getText()).text);
      await parser.destroy();
    });`;
  return execFileSync(process.execPath, ['-e', script], { input: pdf, encoding: 'utf8', timeout: 30_000 });
}

/** Collects a binary body (supertest parses only text and JSON by default). */
const binary: Parameters<request.Test['parse']>[0] = (response, callback) => {
  const stream = response as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};
