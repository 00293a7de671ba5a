import type { AppNotification } from '@harman/contracts';
import request from 'supertest';
import { CookieJar, seedUser } from '../test/support/accounts';
import { startApiProcess, type ApiProcess } from '../test/support/api-process';
import { ADDRESS, idempotencyKey, stockItem } from '../test/support/checkout';
import { openEventStream, type SseConnection } from '../test/support/sse-client';
import { startTestApp, type TestApp } from '../test/support/test-app';
import { waitUntil } from '../test/support/wait-until';
import { replicaEnv } from './support/process-env';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process';
import { MAIL_WORKER_CONCURRENCY } from '../src/modules/mail/mail.constants';

// Three api starts and two worker starts from source: minutes on a busy machine.
jest.setTimeout(600_000);

const ORDERS = 20;

/**
 * Checkout and live notifications through crashes (SECURITY R2, R9, R16): a customer orders 20 times; the worker
 * process (order jobs, mail, notifications) is SIGKILLed after 5 orders and started again; the api process holding
 * the customer's event stream is SIGKILLed after 10 and started again, and the stream reconnects with Last-Event-ID.
 * Every order exists once with its line, gets one invoice (its order job ran to effect once) and one confirmation
 * mail; the stream shows each order's notification once, those sent while it was down included.
 */
describe('orders and their notifications through a worker crash and an api crash', () => {
  let t: TestApp;
  let worker: WorkerProcess | undefined;
  let api: ApiProcess | undefined;
  let env: Record<string, string>;
  const streams: SseConnection[] = [];

  beforeAll(async () => {
    t = await startTestApp({ env: { RUN_WORKERS: 'false' } });
    env = replicaEnv(t);
  }, 120_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await api?.kill();
    await worker?.kill();
    await t?.close();
  });

  it('places each order once, runs its jobs and mails once, and shows each notification once across the reconnect', async () => {
    [worker, api] = await Promise.all([startWorkerProcess(env), startApiProcess({ ...env, RUN_WORKERS: 'false' }, 180_000)]);
    const item = await stockItem(t, 'signature-espresso', '250g', 1_000);
    const customer = await seedUser(t);
    const jar = new CookieJar();
    jar.take(await request(api.url).post('/api/auth/login').send({ email: customer.email, password: customer.password }).expect(200));

    const order = async (n: number) => {
      const url = api!.url;
      const ip = `203.0.113.${n + 1}`;
      const token = await request(url)
        .post('/api/payment-provider/dev/tokens')
        .set('Cookie', jar.header())
        .set('X-Forwarded-For', ip)
        .send({ cardNumber: '4242 4242 4242 4242', cardName: 'Deniz Öztürk', expiry: '12/39', cvc: '123' })
        .expect(201);
      const session = await request(url)
        .post('/api/checkout/sessions')
        .set('Cookie', jar.header())
        .set('X-Forwarded-For', ip)
        .send({ items: [{ id: item.id, variant: '250g', quantity: 1 }], address: ADDRESS, deliveryMethod: 'standard', language: 'tr' })
        .expect(201);
      const placed = await request(url)
        .post(`/api/checkout/sessions/${session.body.checkoutId}/orders`)
        .set('Cookie', jar.header())
        .set('X-Forwarded-For', ip)
        .set('X-Checkout-Token', session.body.checkoutToken)
        .send({ idempotencyKey: idempotencyKey(), payment: { method: 'card', providerToken: token.body.token }, expectedTotalKurus: session.body.quote.amounts.totalKurus });
      expect({ status: placed.status, outcome: placed.body.outcome }).toEqual({ status: 201, outcome: 'paid' });
      return placed.body.orderId as string;
    };
    const notificationsOf = (stream: SseConnection) => stream.of('notification').map((event) => JSON.parse(event.data) as AppNotification);

    const first = await openEventStream(api.url, '/api/notifications/stream', { Cookie: jar.header() });
    streams.push(first);
    expect(first.status).toBe(200);
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) ids.push(await order(n));
    await worker.kill();
    for (let n = 5; n < 10; n += 1) ids.push(await order(n));
    worker = await startWorkerProcess(env);
    // The first stream has seen the first orders' notices; then its api crashes.
    await waitUntil(() => notificationsOf(first).length >= 5, 'the first notifications', { timeoutMs: 60_000, intervalMs: 100 });
    await api.kill();
    await first.ended;
    const lastSeen = first.of('notification').at(-1)!.id!;

    api = await startApiProcess({ ...env, RUN_WORKERS: 'false' }, 180_000);
    for (let n = 10; n < ORDERS; n += 1) ids.push(await order(n));
    const resumed = await openEventStream(api.url, '/api/notifications/stream', { Cookie: jar.header(), 'Last-Event-ID': lastSeen });
    streams.push(resumed);
    expect(resumed.status).toBe(200);

    // Each order exists once with its line and its invoice; one confirmation mail each.
    expect(new Set(ids).size).toBe(ORDERS);
    const invoiced = async () =>
      t.dataSource.query<{ id: string; lines: number; invoices: number }[]>(
        `SELECT o.id, (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
                (SELECT count(*)::int FROM invoices i WHERE i.order_id = o.id) AS invoices
         FROM orders o`,
      );
    await waitUntil(async () => (await invoiced()).every((row) => row.invoices === 1), 'an invoice for every order', {
      timeoutMs: 180_000,
      intervalMs: 250,
    });
    const rows = await invoiced();
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(rows.every((row) => row.lines === 1 && row.invoices === 1)).toBe(true);
    const confirmations = () => t.mail.messages().filter((mail) => mail.to.includes(customer.email) && /^Siparişiniz alındı: /.test(mail.subject));
    await waitUntil(() => confirmations().length >= ORDERS, 'every confirmation mail', { timeoutMs: 180_000, intervalMs: 250 });
    expect(new Set(confirmations().map((mail) => mail.subject)).size).toBe(ORDERS);
    // A copy can only come from a mail whose SMTP accept and 'sent' commit the worker's kill separated (R2: at most
    // one per job in flight); it carries the same Message-ID, so the receiver can drop it.
    expect(new Set(confirmations().map((mail) => mail.messageId)).size).toBe(ORDERS);
    expect(confirmations().length).toBeLessThanOrEqual(ORDERS + MAIL_WORKER_CONCURRENCY);

    // Across both streams: every notification the customer has (at least one per order), none twice.
    const stored = async () =>
      (await t.dataSource.query<{ id: string }[]>(`SELECT id::text FROM notifications WHERE user_id = $1`, [customer.id])).map((row) => row.id);
    await waitUntil(async () => (await stored()).length >= ORDERS, 'a notification per order', { timeoutMs: 180_000, intervalMs: 250 });
    const all = await stored();
    const shown = () => [...notificationsOf(first), ...notificationsOf(resumed)].map((notification) => notification.id);
    await waitUntil(() => shown().length >= all.length, 'every notification on the streams', { timeoutMs: 60_000, intervalMs: 250 });
    expect(new Set(shown()).size).toBe(shown().length);
    expect([...shown()].sort()).toEqual([...all].sort());
  });
});
