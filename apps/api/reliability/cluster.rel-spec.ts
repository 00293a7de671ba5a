import type { AppNotification } from '@harman/contracts';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import request from 'supertest';
// eslint-disable-next-line @nx/enforce-module-boundaries -- npm run start:cluster's proxy lives in tools/, which is no Nx project
import { startRoundRobinProxy } from '../../../tools/stack/round-robin-proxy.mjs';
import { CookieJar, seedUser, type SeededUser } from '../test/support/accounts';
import { startApiProcess, type ApiProcess } from '../test/support/api-process';
import { ADDRESS, idempotencyKey, stockItem, type StockedItem } from '../test/support/checkout';
import { openEventStream, type SseConnection } from '../test/support/sse-client';
import { startTestApp, type TestApp } from '../test/support/test-app';
import { waitUntil } from '../test/support/wait-until';
import { replicaEnv } from './support/process-env';
import { startWorkerProcess, type WorkerProcess } from './support/worker-process';

// Two api and two worker processes from source: minutes on a busy machine.
jest.setTimeout(600_000);

const WRONG = 'Wrong-Password-99';
const CUSTOMERS = 3;
const ORDERS_EACH = 6;
const ORDERS = CUSTOMERS * ORDERS_EACH;
/** The order after which one api replica is killed. */
const KILL_AFTER = 6;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A client of a load balancer during a rollout or a crash: an answer the balancer could not get (502) or a
 * connection cut mid-request is retried. Every request retried here is safe to repeat: reads, a fresh card
 * token or checkout session, and place-order with the same idempotency key.
 */
async function retrying(send: () => request.Test, attempts = 6): Promise<request.Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      // A request the balancer holds while its replica dies must fail, to be retried, not hang the client.
      const response = await send().timeout(REQUEST_TIMEOUT_MS);
      if (response.status !== 502 || attempt === attempts) return response;
    } catch (error) {
      if (attempt === attempts) throw error;
    }
    retries += 1;
  }
}
let retries = 0;

/**
 * `npm run start:cluster`'s shape (issue 14): two api processes and two worker processes on one database and one
 * Redis, behind the same round-robin proxy (tools/stack/round-robin-proxy.mjs). Limits and lockouts hold across
 * the replicas, a live event made on one reaches a stream held by the other, each order and mail job runs once
 * with two workers, and killing a replica mid-traffic loses no order the client was told was placed.
 */
describe('two api replicas and two workers behind a round-robin proxy', () => {
  let t: TestApp;
  let replicas: ApiProcess[] = [];
  let workers: WorkerProcess[] = [];
  let proxy: Server;
  let proxyUrl: string;
  const streams: SseConnection[] = [];
  let item: StockedItem;

  const signIn = async (user: SeededUser, url = proxyUrl) =>
    new CookieJar().take(
      await retrying(() => request(url).post('/api/auth/login').send({ email: user.email, password: user.password })),
    );

  beforeAll(async () => {
    t = await startTestApp({ env: { RUN_WORKERS: 'false' } });
    // Each replica trusts two loopback hops: the shell's server and the proxy (as npm run start:cluster sets it).
    const env = replicaEnv(t, { TRUST_PROXY_HOPS: '2' });
    [replicas, workers] = await Promise.all([
      Promise.all([startApiProcess({ ...env, RUN_WORKERS: 'false' }, 300_000), startApiProcess({ ...env, RUN_WORKERS: 'false' }, 300_000)]),
      Promise.all([startWorkerProcess(env, 300_000), startWorkerProcess(env, 300_000)]),
    ]);
    proxy = await startRoundRobinProxy({ port: 0, targets: replicas.map((replica) => replica.url) });
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    item = await stockItem(t, 'signature-espresso', '250g', 1_000);
  }, 600_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    proxy?.closeAllConnections();
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await Promise.all([...replicas.map((replica) => replica.kill()), ...workers.map((worker) => worker.kill())]);
    await t?.close();
  });

  it('locks an account after 5 wrong passwords spread over both replicas, and keeps it locked on both', async () => {
    const customer = await seedUser(t);
    const login = (password: string) =>
      request(proxyUrl).post('/api/auth/login').set('X-Forwarded-For', '198.51.100.7').send({ email: customer.email, password });
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await login(WRONG)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    // Two more tries: one lands on each replica.
    expect([(await login(customer.password)).status, (await login(customer.password)).status]).toEqual([423, 423]);
  });

  it('limits newsletter sign-ups per address as one process would, whichever replica answers', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const response = await request(proxyUrl).post('/api/newsletter/subscriptions').set('X-Forwarded-For', '198.51.100.8').send({ email: `bulten-${n}@example.com` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(10).fill(202), 429, 429]);
  });

  it('delivers a notification and a read event made on one replica to a stream held by the other', async () => {
    const [a, b] = replicas;
    const customer = await seedUser(t);
    const jar = await signIn(customer, b.url);
    const stream = await openEventStream(a.url, '/api/notifications/stream', { Cookie: jar.header() });
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.waitFor('ready');
    // An order placed on replica b: its notice is written by a worker and published to every replica.
    await placeOrder(b.url, jar, 1);
    const [created] = await stream.waitFor('notification', 1, 120_000);
    expect((JSON.parse(created.data) as AppNotification).type).toBe('order_status');
    await request(b.url).post('/api/notifications/read-all').set('Cookie', jar.header()).expect((response) => expect(response.status).toBeLessThan(300));
    const [read] = await stream.waitFor('read');
    expect(JSON.parse(read.data)).toMatchObject({ all: true, unreadCount: 0 });
  });

  it('places every order once through a replica killed mid-traffic, and runs each order job and mail once', async () => {
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => seedUser(t)));
    const jars = await Promise.all(customers.map((customer) => signIn(customer)));
    let placed = 0;
    let killed: Promise<void> | undefined;
    const ids = (
      await Promise.all(
        customers.map(async (_, c) => {
          const mine: string[] = [];
          for (let n = 0; n < ORDERS_EACH; n += 1) {
            mine.push(await placeOrder(proxyUrl, jars[c], 10 + c * ORDERS_EACH + n));
            placed += 1;
            if (placed === KILL_AFTER) killed = replicas[1].kill();
          }
          return mine;
        }),
      )
    ).flat();
    await killed;
    // The proxy went on sending every other request to the dead replica: those were retried, not lost.
    expect(retries).toBeGreaterThan(0);

    // Every order the clients were told was placed exists once, with its line; each order job ran once (one
    // invoice) and each confirmation mail went once, with two workers taking jobs from the same queues.
    expect(new Set(ids).size).toBe(ORDERS);
    const emails = customers.map((customer) => customer.email);
    const ordersOf = () =>
      t.dataSource.query<{ id: string; lines: number; invoices: number }[]>(
        `SELECT o.id, (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
                (SELECT count(*)::int FROM invoices i WHERE i.order_id = o.id) AS invoices
         FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = ANY($1)`,
        [emails],
      );
    await waitUntil(async () => (await ordersOf()).every((row) => row.invoices >= 1), 'an invoice for every order', { timeoutMs: 180_000, intervalMs: 250 });
    const rows = await ordersOf();
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
    expect(rows.every((row) => row.lines === 1 && row.invoices === 1)).toBe(true);
    const confirmations = () => t.mail.messages().filter((mail) => emails.some((email) => mail.to.includes(email)) && /^Siparişiniz alındı: /.test(mail.subject));
    await waitUntil(() => confirmations().length >= ORDERS, 'every confirmation mail', { timeoutMs: 180_000, intervalMs: 250 });
    expect(confirmations()).toHaveLength(ORDERS);
    expect(new Set(confirmations().map((mail) => mail.subject)).size).toBe(ORDERS);
  });

  /** Card token, checkout session, order: each step retried as a client of the balancer would; answers the order's id. */
  async function placeOrder(url: string, jar: CookieJar, n: number): Promise<string> {
    const ip = `203.0.113.${n}`;
    const token = await retrying(() =>
      request(url)
        .post('/api/payment-provider/dev/tokens')
        .set('Cookie', jar.header())
        .set('X-Forwarded-For', ip)
        .send({ cardNumber: '4242 4242 4242 4242', cardName: 'Deniz Öztürk', expiry: '12/39', cvc: '123' }),
    );
    expect(token.status).toBe(201);
    const session = await retrying(() =>
      request(url)
        .post('/api/checkout/sessions')
        .set('Cookie', jar.header())
        .set('X-Forwarded-For', ip)
        .send({ items: [{ id: item.id, variant: '250g', quantity: 1 }], address: ADDRESS, deliveryMethod: 'standard', language: 'tr' }),
    );
    expect(session.status).toBe(201);
    const key = idempotencyKey();
    const order = await retrying(() =>
      request(url)
        .post(`/api/checkout/sessions/${session.body.checkoutId}/orders`)
        .set('Cookie', jar.header())
        .set('X-Forwarded-For', ip)
        .set('X-Checkout-Token', session.body.checkoutToken)
        .send({ idempotencyKey: key, payment: { method: 'card', providerToken: token.body.token }, expectedTotalKurus: session.body.quote.amounts.totalKurus }),
    );
    expect({ status: order.status, outcome: order.body.outcome }).toEqual({ status: 201, outcome: 'paid' });
    return order.body.orderId as string;
  }
});
