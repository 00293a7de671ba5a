// Line 12 (issue 10): the admin reports on 100,000 generated orders, and the first-load JS of /admin/dashboard.
// The orders go into a database of their own (`<bench database>_reports`, migrated and seeded by the api's own
// scripts, dropped at the end), generated set-based in SQL; each report query is the api's own compiled text
// (apps/api/dist/modules/admin/reports/reports-sql.js), timed sequentially, p95 of each.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { TOTP } from 'otpauth';
import { withPage } from './browser.mjs';
import { DATABASE, LOG_DIR, PAGES, ROOT, SHELL_URL, STACK_ENV } from './config.mjs';
import { GOALS, judge } from './goals.mjs';
import { firstLoadInfoLine } from './first-load.mjs';
import { loadAndCollect } from './page-js.mjs';
import { runLogged } from './processes.mjs';

const require = createRequire(import.meta.url);
const dist = join(ROOT, 'apps', 'api', 'dist');

export const REPORTS = { orders: 100_000, warmup: 3, runs: 30 };
const ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const REPORTS_DATABASE = `${DATABASE}_reports`;
const REPORTS_URL = `postgres://postgres@127.0.0.1:5432/${REPORTS_DATABASE}`;

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * `count` orders over the last 365 days, set-based: one session each (orders reference one), 1–3 lines of seeded
 * products, about 1 in 20 cancelled, 1 in 20 unpaid, 1 in 50 refunded; 5,000 distinct customers' e-mails.
 */
const GENERATE = `
  CREATE TEMP TABLE gen AS
    SELECT g, gen_random_uuid() AS checkout_id, gen_random_uuid() AS order_id,
      now() - ((g * 7919 % $1) / $1::float8) * interval '365 days' AS ts
    FROM generate_series(1, $1) g;
  CREATE TEMP TABLE gen_lines AS
    SELECT gen.order_id, n AS position, p.id AS product_id, p.sku, p.name, p.name_en, 1 + (gen.g + n) % 3 AS quantity, p.base_price AS price
    FROM gen
    CROSS JOIN LATERAL generate_series(1, 1 + gen.g % 3) n
    JOIN LATERAL (SELECT array_agg(id ORDER BY id) AS ids FROM products) ps ON true
    JOIN products p ON p.id = ps.ids[1 + (gen.g * 31 + n * 7) % array_length(ps.ids, 1)];
  INSERT INTO checkout_sessions (id, token_hash, email, language, items, address, delivery_method, status, expires_at, created_at)
    SELECT checkout_id, md5(g::text), 'musteri' || (g % 5000) || '@example.com', 'tr', '[]', '{}', 'standard', 'ordered', ts, ts FROM gen;
  INSERT INTO orders (id, number, checkout_id, email, language, status, payment_status, payment_method, delivery_method,
      subtotal, vat, vat_rate_bp, shipping, payment_fee, total, shipping_address, created_at, refunded_amount)
    SELECT gen.order_id, 'BENCH-' || lpad(g::text, 7, '0'), checkout_id, 'musteri' || (g % 5000) || '@example.com', 'tr',
      CASE WHEN g % 20 = 0 THEN 'cancelled' WHEN g % 20 = 1 THEN 'pending' WHEN g % 20 < 8 THEN 'completed' ELSE 'processing' END,
      CASE WHEN g % 20 = 1 THEN 'pending' WHEN g % 50 = 3 THEN 'refunded' ELSE 'paid' END,
      'card', 'standard', l.subtotal, l.subtotal / 5, 2000, 0, 0, l.subtotal + l.subtotal / 5, '{}', ts,
      CASE WHEN g % 50 = 3 THEN l.subtotal + l.subtotal / 5 ELSE 0 END
    FROM gen JOIN (SELECT order_id, SUM(price * quantity)::int AS subtotal FROM gen_lines GROUP BY order_id) l ON l.order_id = gen.order_id;
  INSERT INTO order_lines (order_id, position, product_id, sku, name, name_en, variant, quantity, unit_price, line_total)
    SELECT order_id, position, product_id, sku, name, name_en, '250g', quantity, price, price * quantity FROM gen_lines;`;

/** Makes `<bench database>_reports` (migrations and seed from the api's build), then generates the orders. */
export async function prepareReportsDatabase() {
  await withClient(ADMIN_DATABASE_URL, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${REPORTS_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${REPORTS_DATABASE}`);
  });
  const env = { ...STACK_ENV, NODE_ENV: 'production', DATABASE_URL: REPORTS_URL, REDIS_URL: 'redis://127.0.0.1:6379', SMTP_URL: 'smtp://127.0.0.1:1' };
  for (const script of ['migrate.js', join('seed', 'run-seed.js')]) {
    const logFile = join(LOG_DIR, `reports-${script.replace(/\W/g, '-')}.log`);
    const code = await runLogged('node', [join(dist, 'database', script)], { env, logFile });
    if (code !== 0) throw new Error(`${script} exited with ${code} (log: tmp/bench/${logFile.split('/').pop()})`);
  }
  const started = Date.now();
  // The generation is one script of several statements: no parameters there, the size goes in as a literal.
  await withClient(REPORTS_URL, async (client) => {
    await client.query(GENERATE.replaceAll('$1', String(REPORTS.orders)));
    // What autovacuum does to a table this size soon after: statistics and the visibility map (index-only reads).
    for (const table of ['orders', 'order_lines', 'checkout_sessions']) await client.query(`VACUUM ANALYZE ${table}`);
  });
  return { seconds: (Date.now() - started) / 1000 };
}

export async function dropReportsDatabase() {
  await withClient(ADMIN_DATABASE_URL, (client) => client.query(`DROP DATABASE IF EXISTS ${REPORTS_DATABASE} WITH (FORCE)`));
}

const p95 = (samples) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1];

/** The ranges timed: the tab's own default (the last 30 days, reports-page.tsx) and the whole generated year. */
const RANGES = [
  { label: 'last 30 days', days: 29 },
  { label: 'whole year', days: 366 },
];

/** Each report query on each range, sequentially: warm-up runs discarded, then `REPORTS.runs` timed ones. */
export async function timeReports() {
  const { reportQueries } = require(join(dist, 'modules', 'admin', 'reports', 'reports-sql.js'));
  const day = (d) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
  const to = new Date();
  const queries = [];
  for (const range of RANGES) {
    const from = new Date(to.getTime() - range.days * 86_400_000);
    for (const groupBy of ['day', 'week', 'month']) {
      const all = reportQueries(day(from), day(to), groupBy);
      if (groupBy === 'day') for (const [name, q] of Object.entries(all)) if (name !== 'series' && (name !== 'lowStock' || range === RANGES[0])) queries.push({ name, range: range.label, ...q });
      queries.push({ name: `series (${groupBy})`, range: range.label, ...all.series });
    }
  }
  return withClient(REPORTS_URL, async (client) => {
    const [{ orders }] = (await client.query(`SELECT count(*)::int AS orders FROM orders`)).rows;
    const timed = [];
    for (const query of queries) {
      const samples = [];
      let rows = 0;
      for (let i = 0; i < REPORTS.warmup + REPORTS.runs; i += 1) {
        const started = process.hrtime.bigint();
        const result = await client.query(query.sql, query.params);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        if (i >= REPORTS.warmup) samples.push(ms);
        rows = result.rowCount;
      }
      const sorted = [...samples].sort((a, b) => a - b);
      timed.push({ name: query.name, range: query.range, p95: p95(samples), median: sorted[Math.floor(sorted.length / 2)], rows });
    }
    return { orders, timed };
  });
}

export function reportLines(result) {
  if (!result) return [{ key: 'reports', metric: `Admin reports on ${REPORTS.orders.toLocaleString('en')} orders`, value: null, shown: 'n/a', goal: GOALS.reportP95.label, status: 'error' }];
  return result.timed.map((q) => ({
    key: `report:${q.name}:${q.range}`,
    metric: q.name === 'lowStock' ? 'Report query lowStock (no range), p95' : `Report query ${q.name}, ${q.range} of ${result.orders.toLocaleString('en')} orders, p95`,
    value: q.p95,
    shown: `${q.p95.toFixed(1)} ms (median ${q.median.toFixed(1)} ms, ${q.rows} rows)`,
    goal: GOALS.reportP95.label,
    status: judge(GOALS.reportP95, q.p95),
  }));
}

/**
 * An admin for the dashboard's first load: the stack runs in production, which seeds no demo accounts, so one is
 * written here with the api's own password hasher and secret box (the bench's keys), two-factor on.
 */
const BENCH_ADMIN = { email: 'bench-admin@harman.local', password: 'Bench-Yonetici-Fincan-42', totp: 'BENCHADMINTOTPSECRETBENCHADMIN23' };

export async function ensureBenchAdmin(databaseUrl) {
  const { loadConfig } = require(join(dist, 'config', 'app-config.js'));
  const { PasswordHasher } = require(join(dist, 'modules', 'users', 'password-hasher.js'));
  const { SecretBox } = require(join(dist, 'modules', 'two-factor', 'secret-box.js'));
  const config = loadConfig({ ...STACK_ENV, NODE_ENV: 'production', DATABASE_URL: databaseUrl, REDIS_URL: 'redis://127.0.0.1:6379', SMTP_URL: 'smtp://127.0.0.1:1' });
  const hash = await new PasswordHasher(config).hash(BENCH_ADMIN.password);
  const sealed = new SecretBox(config).seal(BENCH_ADMIN.totp);
  await withClient(databaseUrl, (client) =>
    client.query(
      `INSERT INTO users (email, password_hash, full_name, role, email_verified_at, totp_secret_enc, totp_enabled_at)
       VALUES ($1, $2, 'Bench Yönetici', 'admin', now(), $3, now()) ON CONFLICT (email) DO NOTHING`,
      [BENCH_ADMIN.email, hash, sealed],
    ),
  );
}

/** The bench admin's session cookies, once signed in (a TOTP code is accepted once per 30 s step). */
let adminCookies = null;

/** Signs the bench admin in through the api (password, then the TOTP code) in a browser context, or gives it the session already had. */
export async function signInBenchAdmin(context) {
  if (adminCookies) return context.addCookies(adminCookies);
  const api = context.request;
  const login = await api.post(`${SHELL_URL}/api/auth/login`, { data: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password } });
  if (login.status() !== 200) throw new Error(`admin sign-in: ${login.status()}`);
  const { challengeToken } = await login.json();
  const code = new TOTP({ secret: BENCH_ADMIN.totp, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  const mfa = await api.post(`${SHELL_URL}/api/auth/login/mfa`, { data: { challengeToken, code } });
  if (mfa.status() !== 200) throw new Error(`admin two-factor step: ${mfa.status()}`);
  adminCookies = (await context.storageState()).cookies;
}

/** The JS a direct load of /admin/dashboard downloads, signed in as an admin through the api first (cookies only). */
export function adminDashboardFirstLoad(browser) {
  return withPage(browser, async (page) => {
    await signInBenchAdmin(page.context());
    return loadAndCollect(page, SHELL_URL, PAGES.adminDashboard);
  });
}

export function adminDashboardLine(js) {
  return firstLoadInfoLine('adminDashboardFirstLoad', 'First-load JS of /admin/dashboard (shell + admin), signed in, gzip', js);
}
