// Line 9: placing an order (POST /api/checkout/sessions/:id/orders, cash on delivery) on the real api against the
// bare node:http + pg transaction (bench/bare-api/place-order.mjs) on the same database; and the first-load JS of
// /checkout. Every request is a new order: the checkout sessions (each holding one bag) are created through the api
// before the timed runs, one per request, so only the place-order call is timed, on both sides alike.
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { withPage } from './browser.mjs';
import { API_URL, DATABASE_URL, PAGES, PLACE_ORDER, QUEUE_PREFIX, REDIS_URL } from './config.mjs';
import { GOALS, judge } from './goals.mjs';
import { firstLoadInfoLine } from './first-load.mjs';
import { loadAndCollect } from './page-js.mjs';

const ADDRESS = { fullName: 'Bench Alıcı', phone: '+90 532 555 12 34', city: 'İstanbul', state: 'Kadıköy', address: 'Caferağa Mah. No: 7', postalCode: '34710' };

/** One product with a 250g variant, given ample stock so that no session runs out. */
async function benchItem() {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows: [row] } = await client.query(
      `SELECT p.id FROM products p JOIN inventory i ON i.product_id = p.id WHERE i.sku ILIKE '%250%' ORDER BY p.created_at, p.id LIMIT 1`,
    );
    if (!row) throw new Error('no product with a 250g inventory row');
    await client.query(`UPDATE inventory SET quantity = quantity + 1000000 WHERE product_id = $1`, [row.id]);
    return { id: row.id, variant: '250g', quantity: 1 };
  } finally {
    await client.end();
  }
}

async function post(path, body, headers = {}) {
  const response = await fetch(`${API_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** `count` checkout sessions of one bag each, created through the api 10 at a time; and the total to expect. */
export async function prepareSessions(count) {
  const item = await benchItem();
  const quote = await post('/api/checkout/quote', { items: [item], city: ADDRESS.city, deliveryMethod: 'standard', paymentMethod: 'cash_on_delivery' });
  const sessions = [];
  let n = 0;
  const worker = async () => {
    while (n < count) {
      n += 1;
      const s = await post('/api/checkout/sessions', { items: [item], email: `bench${n}@example.com`, address: ADDRESS, deliveryMethod: 'standard', language: 'tr' });
      sessions.push({ id: s.checkoutId, token: s.checkoutToken });
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return { sessions, expectedTotalKurus: quote.amounts.totalKurus };
}

/** Places `amount` orders on `origin`, each on the next unused session, `PLACE_ORDER.connections` at a time. */
function cannon(origin, queue, expectedTotalKurus, amount) {
  return autocannon({
    url: origin,
    connections: PLACE_ORDER.connections,
    amount,
    renderProgressBar: false,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const session = queue.shift();
          return {
            ...request,
            path: `/api/checkout/sessions/${session.id}/orders`,
            headers: { 'content-type': 'application/json', 'x-checkout-token': session.token },
            body: JSON.stringify({ idempotencyKey: randomUUID(), payment: { method: 'cash_on_delivery' }, expectedTotalKurus }),
          };
        },
      },
    ],
  });
}

/** The queues a placed order feeds (its mail, its invoice, the staff's notification), as the stack names them. */
const JOB_QUEUES = ['mail', 'orders', 'notifications'];
const UNFINISHED = ['waiting', 'active', 'prioritized', 'paused'];

/**
 * Runs `work` with the worker's queues paused, then resumes them and times how long the worker takes to finish
 * what piled up. Deployed, the worker runs on machines of its own; here it would share the 2 cores with the api,
 * PostgreSQL and the load generator, and spend them on invoices and mails the bare side never makes. So neither
 * side is measured with the worker running, and the worker's own work is reported beside (nothing is dropped:
 * the jobs wait in Redis, as they would behind a slow worker).
 */
async function withWorkersPaused(work) {
  const queues = JOB_QUEUES.map((name) => new Queue(name, { prefix: QUEUE_PREFIX, connection: { url: REDIS_URL, maxRetriesPerRequest: null } }));
  try {
    await Promise.all(queues.map((queue) => queue.pause()));
    const result = await work();
    const pending = async () => {
      const counts = await Promise.all(queues.map((queue) => queue.getJobCounts(...UNFINISHED)));
      return counts.reduce((sum, count) => sum + Object.values(count).reduce((a, b) => a + b, 0), 0);
    };
    const queued = await pending();
    const started = performance.now();
    await Promise.all(queues.map((queue) => queue.resume()));
    // Polled: a job a finished one adds (a notification's fan-out) must be waited for too.
    for (let waited = 0; (await pending()) > 0 && waited < 600_000; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
    const left = await pending();
    return { ...result, worker: { queued, left, drainSeconds: (performance.now() - started) / 1000 } };
  } finally {
    await Promise.all(queues.map((queue) => queue.resume().catch(() => undefined)));
    await Promise.all(queues.map((queue) => queue.close()));
  }
}

/** Warm-up (discarded), then the measured run; `prepared.sessions` must hold warmup + measured sessions. */
export function placeOrderLoad(origin, prepared) {
  return withWorkersPaused(async () => {
    const queue = [...prepared.sessions];
    await cannon(origin, queue, prepared.expectedTotalKurus, PLACE_ORDER.warmupRequests);
    const r = await cannon(origin, queue, prepared.expectedTotalKurus, PLACE_ORDER.requests);
    return { url: origin, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts };
  });
}

const clean = (run) => run && run.non2xx === 0 && run.errors === 0 && run.timeouts === 0;
const runShown = (run) =>
  run ? `${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms${clean(run) ? '' : ` (${run.non2xx} non-2xx, ${run.errors} errors)`}` : 'n/a';

export function placeOrderLines({ bare, api }) {
  const ratio = clean(bare) && clean(api) ? api.rps / bare.rps : null;
  const p99Ratio = clean(bare) && clean(api) && bare.p99 > 0 ? api.p99 / bare.p99 : null;
  return [
    { key: 'placeOrderBare', metric: 'Place order, bare node:http + pg transaction (baseline)', value: bare?.rps ?? null, shown: runShown(bare), goal: '—', status: clean(bare) ? 'info' : 'error', details: bare ?? undefined },
    { key: 'placeOrderApi', metric: `Place order, api${p99Ratio === null ? '' : ` (p99 ${p99Ratio.toFixed(2)}× bare)`}`, value: api?.rps ?? null, shown: runShown(api), goal: '—', status: clean(api) ? 'info' : 'error', details: api ?? undefined },
    { key: 'placeOrderRpsRatio', metric: 'Place order: api ÷ bare requests/s', value: ratio, shown: ratio === null ? 'n/a' : `${ratio.toFixed(2)}×`, goal: GOALS.placeOrderRpsRatio.label, status: judge(GOALS.placeOrderRpsRatio, ratio) },
    {
      key: 'placeOrderWorker',
      metric: "Place order: the worker's queued jobs (mails, invoices, notifications) after the api's run, drained with the queues resumed",
      value: api?.worker?.drainSeconds ?? null,
      shown: api?.worker ? `${api.worker.queued} jobs in ${api.worker.drainSeconds.toFixed(1)} s${api.worker.left ? ` (${api.worker.left} left unfinished)` : ''}` : 'n/a',
      goal: '—',
      status: api?.worker && api.worker.left === 0 ? 'info' : 'error',
    },
  ];
}

/** The JS a direct load of /checkout downloads (an empty cart: the page and its blocked message). */
export function checkoutFirstLoad(browser, origin) {
  return withPage(browser, (page) => loadAndCollect(page, origin, PAGES.checkout));
}

export function checkoutFirstLoadLine(js) {
  return firstLoadInfoLine('checkoutFirstLoad', 'First-load JS of /checkout (shell + storefront), gzip', js);
}
