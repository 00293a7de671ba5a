import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { OrderJobsProcessor } from '../src/modules/orders/order-jobs.processor';
import { controlClock } from './support/accounts';
import { startApiProcess, type ApiProcess } from './support/api-process';
import { ADDRESS, stockItem, stockOf } from './support/checkout';
import { startTestApp, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

// Two api starts, 300 checkouts and their mails: minutes on a busy machine, not seconds.
jest.setTimeout(600_000);

const CHECKOUTS = 300;
const CLIENTS = 10;
/** The api is killed once this many orders were acknowledged. */
const KILL_AFTER = 100;
/** Starting the api from source on a busy 2-core machine can take a minute or more. */
const API_START_MS = 180_000;

/** An answer the client must not retry: the test fails with it. */
class WrongAnswer extends Error {}

/**
 * The api process is SIGKILLed in the middle of 300 checkouts and started again; every client retries until it
 * has an answer (a new session if its session call was lost, the same idempotency key for the order). The
 * in-process test app next to it runs the workers (mail, orders) on the same database, queue and SMTP sink.
 */
describe('an api killed in the middle of 300 checkouts', () => {
  let t: TestApp;
  let api: ApiProcess;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await api?.stop();
    await t?.close();
  });

  it('loses no acknowledged order, makes none twice, mails each once, and holds no stock past its expiry', async () => {
    const item = await stockItem(t, 'signature-espresso', '250g', 10_000);
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: t.config.database.url,
      DATABASE_POOL_MAX: '5',
      REDIS_URL: t.config.redis.url,
      QUEUE_PREFIX: t.config.queuePrefix,
      SMTP_URL: t.config.mail.smtpUrl,
      APP_BASE_URL: t.config.appBaseUrl,
      AUTH_JWT_SECRET: 'test-auth-jwt-secret-0123456789abcdef-0123',
      AUTH_ENCRYPTION_KEY: Buffer.from('test-totp-encryption-key-32bytes').toString('base64'),
      RUN_WORKERS: 'false',
      LOG_LEVEL: 'silent',
    };
    api = await startApiProcess(env, API_START_MS);
    let restarting: Promise<void> | undefined;
    const acknowledged = new Map<number, string>();

    const tokenize = async () => {
      const response = await request(api.url)
        .post('/api/payment-provider/dev/tokens')
        .send({ cardNumber: '4242 4242 4242 4242', cardName: 'Deniz Öztürk', expiry: '12/39', cvc: '123' });
      if (response.status >= 500) return undefined;
      if (response.status !== 201) throw new WrongAnswer(`tokenize ${response.status}`);
      return response.body.token as string;
    };
    /** Retries a call through connection failures (the api is down or restarting) and 5xx answers. */
    const retry = async <T>(call: () => Promise<T | undefined>): Promise<T> => {
      for (;;) {
        try {
          const value = await call();
          if (value !== undefined) return value;
        } catch (error) {
          if (error instanceof WrongAnswer) throw error;
          // Down (connection refused or reset): wait for the restart below.
        }
        await (restarting ?? new Promise((resolve) => setTimeout(resolve, 50)));
      }
    };

    // One token for every buyer: the tokenize route is rate-limited per address (the dev provider does not mind).
    const providerToken = await retry(tokenize);
    const checkout = async (n: number) => {
      const session = await retry(async () => {
        const response = await request(api.url)
          .post('/api/checkout/sessions')
          .send({ items: [{ id: item.id, variant: '250g', quantity: 1 }], email: `dayaniklilik${n}@example.com`, address: ADDRESS, deliveryMethod: 'standard', language: n % 2 ? 'en' : 'tr' });
        if (response.status >= 500) return undefined;
        if (response.status !== 201) throw new WrongAnswer(`session ${response.status}`);
        return response.body as { checkoutId: string; checkoutToken: string; quote: { amounts: { totalKurus: number } } };
      });
      const idempotencyKey = randomBytes(16).toString('base64url');
      const orderId = await retry(async () => {
        const response = await request(api.url)
          .post(`/api/checkout/sessions/${session.checkoutId}/orders`)
          .set('X-Checkout-Token', session.checkoutToken)
          .send({ idempotencyKey, payment: { method: 'card', providerToken }, expectedTotalKurus: session.quote.amounts.totalKurus });
        if (response.status >= 500) return undefined;
        if (response.status !== 201 || response.body.outcome !== 'paid') throw new WrongAnswer(`order ${response.status} ${JSON.stringify(response.body)}`);
        return response.body.orderId as string;
      });
      acknowledged.set(n, orderId);
      if (acknowledged.size === KILL_AFTER && !restarting) {
        restarting = (async () => {
          process.stderr.write(`fault test: SIGKILL after ${KILL_AFTER} acknowledged orders at ${new Date().toISOString()}\n`);
          await api.kill();
          api = await startApiProcess(env, API_START_MS);
        })();
        await restarting;
        restarting = undefined;
      }
    };

    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < CHECKOUTS) await checkout(next++);
      }),
    );

    process.stderr.write(`fault test: ${CHECKOUTS} checkouts acknowledged at ${new Date().toISOString()}\n`);
    // Every acknowledged order exists exactly once, with its line; nothing else was ordered.
    const ids = [...acknowledged.values()];
    expect(new Set(ids).size).toBe(CHECKOUTS);
    const orders = await t.dataSource.query<{ id: string; number: string; lines: number; payments: number }[]>(
      `SELECT o.id, o.number, (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines,
              (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS payments
       FROM orders o`,
    );
    expect(orders.map((o) => o.id).sort()).toEqual([...ids].sort());
    expect(orders.every((o) => o.lines === 1 && o.payments === 1)).toBe(true);

    // Every confirmation mail is sent exactly once.
    const numbers = new Set(orders.map((o) => o.number));
    const confirmations = () => t.mail.messages().filter((m) => /^(Siparişiniz alındı|Order received): /.test(m.subject));
    await waitUntil(() => confirmations().length >= CHECKOUTS || undefined, 'every confirmation mail', { timeoutMs: 180_000, intervalMs: 250 });
    const perOrder = new Map<string, number>();
    for (const mail of confirmations()) {
      const number = mail.subject.replace(/^.*: /, '');
      perOrder.set(number, (perOrder.get(number) ?? 0) + 1);
    }
    expect(perOrder.size).toBe(CHECKOUTS);
    expect([...perOrder.keys()].every((number) => numbers.has(number))).toBe(true);
    expect([...perOrder.values()].every((count) => count === 1)).toBe(true);

    // Sessions whose answer was lost in the crash hold their stock only until they expire.
    const sold = CHECKOUTS;
    const clock = controlClock(t);
    try {
      clock.advance(16 * 60_000);
      await t.app.get(OrderJobsProcessor).sweep();
    } finally {
      clock.restore();
    }
    expect(await stockOf(t, item.sku)).toEqual({ quantity: 10_000 - sold, reserved: 0 });
    const [held] = await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM checkout_sessions WHERE status = 'active'`);
    expect(held.n).toBe(0);
  });
});
