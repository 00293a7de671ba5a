// Line 6 (issue 15): the pages Lighthouse audits, and what each needs first (a customer's or the admin's session, a
// cart in local storage); and the JS a signed-in customer downloads to open /dashboard after / (client-side), with
// the bytes charged to the modules they come from through source maps of the same builds.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { withPage } from './browser.mjs';
import { API_URL, LOG_DIR, PORTS, ROOT, SHELL_URL } from './config.mjs';
import { kB } from './gzip.mjs';
import { recordPage, waitForReady } from './page-js.mjs';
import { runLogged, tail } from './processes.mjs';
import { signInBenchAdmin } from './reports-load.mjs';

/**
 * A customer for the signed-in pages. The stack runs in production, which seeds no demo accounts, so the bench signs
 * one up as a shopper does: the api's registration, the verification link from the mail catcher, the api's check of
 * its token. No two-factor (customers may turn it on; this one has not).
 */
const BENCH_CUSTOMER = { email: 'bench-customer@harman.local', password: 'Kavrulmus-Fincan-Sabah-42', fullName: 'Bench Müşteri' };
const MAIL_URL = `http://127.0.0.1:${PORTS.mailHttp}`;

async function post(path, body) {
  const response = await fetch(`${API_URL}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json().catch(() => null) };
}

export async function ensureBenchCustomer() {
  const { email, password, fullName } = BENCH_CUSTOMER;
  if ((await post('/api/auth/login', { email, password })).status === 200) return { created: false };
  const registered = await post('/api/auth/register', { fullName, email, password, confirmPassword: password, terms: true, language: 'tr' });
  if (registered.status !== 202) throw new Error(`registration: ${registered.status} ${JSON.stringify(registered.json)}`);
  const deadline = Date.now() + 20_000;
  let token = null;
  while (!token && Date.now() < deadline) {
    const messages = await (await fetch(`${MAIL_URL}/api/messages`)).json();
    const mail = messages.find((message) => message.to.some((to) => (typeof to === 'string' ? to : to.address) === email));
    token = mail ? /\/auth\/verify\?token=([\w-]+)/.exec(mail.text)?.[1] ?? null : null;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!token) throw new Error(`no verification mail for ${email} within 20 s (${MAIL_URL})`);
  const verified = await post('/api/auth/verify-email', { token });
  if (verified.status !== 200) throw new Error(`verification: ${verified.status} ${JSON.stringify(verified.json)}`);
  return { created: true };
}

let customerCookies = null;

/** Signs the bench customer in through the shell's /api in a browser context (once; the cookies are reused). */
export async function signInBenchCustomer(context) {
  if (customerCookies) return context.addCookies(customerCookies);
  const login = await context.request.post(`${SHELL_URL}/api/auth/login`, { data: { email: BENCH_CUSTOMER.email, password: BENCH_CUSTOMER.password } });
  if (login.status() !== 200) throw new Error(`customer sign-in: ${login.status()}`);
  const { status } = await login.json();
  if (status !== 'signed_in') throw new Error(`customer sign-in: ${status}`);
  customerCookies = (await context.storageState()).cookies;
}

let storedCart = null;

/**
 * A cart in the browser's local storage (libs/cart: `harman.cart`), put there by the shop itself the first time
 * (the first card's add-to-cart button on /shop), and copied into later runs' browsers as it was stored.
 */
export async function putCartInStorage(context) {
  const page = await context.newPage();
  try {
    if (!storedCart) {
      await page.goto(`${SHELL_URL}/shop`);
      await page.locator('[data-testid="product-grid"] article button:not([disabled])').first().click();
      await page.locator('[data-testid="cart-badge"]').filter({ hasText: '1' }).waitFor();
      storedCart = await page.evaluate(() => window.localStorage.getItem('harman.cart'));
      if (!storedCart) throw new Error('the shop stored no cart under harman.cart');
    } else {
      await page.goto(`${SHELL_URL}/bench-no-such-page`, { waitUntil: 'domcontentloaded' });
      await page.evaluate((cart) => window.localStorage.setItem('harman.cart', cart), storedCart);
    }
  } finally {
    await page.close();
  }
}

/** The pages line 6 audits, in order; `slug` is a product of the catalogue. */
export function auditedPages(slug) {
  return [
    { path: '/' },
    { path: '/shop' },
    { path: `/shop/${slug}`, label: '/shop/{id}', name: 'product' },
    { path: '/checkout', label: '/checkout (with a cart)', prepare: putCartInStorage },
    { path: '/auth/login' },
    { path: '/dashboard', label: '/dashboard (signed-in customer)', prepare: signInBenchCustomer, needs: 'customer' },
    { path: '/admin/dashboard', label: '/admin/dashboard (signed-in admin)', prepare: signInBenchAdmin, needs: 'admin' },
  ];
}

/** The customer's overview: its greeting comes from the api's /me. */
const HOME = { ready: '[data-testid="featured-products"] li', count: 6 };
const DASHBOARD = { ready: '[data-remote="account"] .account-page__title', count: 1 };

/**
 * A signed-in customer loads `/` (ready and idle), then goes to /dashboard client-side (history.pushState + popstate, as
 * a link does); the JS files the second step downloads, measured like line 1.
 */
export function dashboardAfterHome(browser) {
  return withPage(browser, async (page) => {
    await signInBenchCustomer(page.context());
    const recorder = recordPage(page);
    await page.goto(`${SHELL_URL}/`, { waitUntil: 'load' });
    await waitForReady(page, HOME);
    await recorder.networkIdle();
    const before = new Set((await recorder.js()).files.map((file) => file.url));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    });
    await waitForReady(page, DASHBOARD);
    await recorder.networkIdle();
    if (new URL(page.url()).pathname !== '/dashboard') throw new Error(`ended on ${page.url()}, not /dashboard`);
    const files = (await recorder.js()).files.filter((file) => !before.has(file.url));
    return { files, count: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0), gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
  });
}

// --- Which modules the bytes come from -------------------------------------------------------------------------

const APP_OF_PORT = { [PORTS.shell]: 'shell', [PORTS.storefront]: 'storefront-mfe', [PORTS.account]: 'account-mfe', [PORTS.admin]: 'admin-mfe' };
const MAPS_DIR = join(LOG_DIR, 'maps');

/** Builds `app` again with source maps (SIZE_MAPS=1, tools/rsbuild/federation.ts) into tmp/bench/maps/<app>. */
export async function buildWithMaps(app) {
  const distDir = join(MAPS_DIR, app);
  rmSync(distDir, { recursive: true, force: true });
  const logFile = join(LOG_DIR, `maps-${app}.log`);
  const code = await runLogged(join(ROOT, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: join(ROOT, 'apps', app),
    env: { NODE_ENV: 'production', SIZE_MAPS: '1', DIST_DIR: distDir },
    logFile,
  });
  if (code !== 0) throw new Error(`${app} build with source maps failed:\n${tail(logFile, 15)}`);
  const byName = new Map();
  for (const file of readdirSync(distDir, { recursive: true })) if (String(file).endsWith('.js')) byName.set(chunkName(String(file)), join(distDir, String(file)));
  return byName;
}

/**
 * `…/static/js/async/c.b2cf07ded3.js` → `js/async/c`: a chunk by its name, without the content hash, which differs
 * between the two builds (the deployed one carries its release's name).
 */
export const chunkName = (path) => path.replace(/^.*?static\//, '').replace(/\.[0-9a-f]{8,}\.js$/, '').replace(/\.js$/, '');

/** `webpack://…/node_modules/.pnpm/…/node_modules/@scope/pkg/dist/x.js` → `@scope/pkg`; workspace files keep their path. */
export function moduleName(source) {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '').replace(/\?.*$/, '');
  const packages = path.split('node_modules/');
  if (packages.length > 1) {
    const parts = packages[packages.length - 1].split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  return path;
}

/** Characters of `code` per module, by its source map (a segment runs to the next one on its line). */
function charactersPerModule(code, map) {
  const perModule = new Map();
  const charge = (name, n) => perModule.set(name, (perModule.get(name) ?? 0) + n);
  const codeLines = code.split('\n');
  // Each segment: [generated column, source index, …] (one element when it maps to no source).
  decode(map.mappings).forEach((segments, index) => {
    const text = codeLines[index] ?? '';
    if (segments.length === 0) return charge('(no source)', text.length);
    charge('(no source)', segments[0][0]);
    segments.forEach(([column, source], i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : text.length;
      charge(source === undefined ? '(no source)' : moduleName(map.sources[source]), end - column);
    });
  });
  return perModule;
}

/**
 * Charges each file's gzip bytes to its modules, in proportion to the minified characters each module has in it
 * (gzip works across module boundaries, so this is an estimate; the files' totals are exact). Files are found in
 * a build of the same app with source maps, by chunk name (the content differs only by the release's name).
 */
export async function attributeModules(js) {
  const apps = new Set(js.files.map((file) => APP_OF_PORT[new URL(file.url).port]).filter(Boolean));
  const builds = new Map();
  for (const app of apps) builds.set(app, await buildWithMaps(app));
  const totals = new Map();
  const unmatched = [];
  for (const file of js.files) {
    const built = builds.get(APP_OF_PORT[new URL(file.url).port])?.get(chunkName(new URL(file.url).pathname));
    if (!built || !existsSync(`${built}.map`)) {
      unmatched.push(file.url);
      totals.set('(file without a source map)', (totals.get('(file without a source map)') ?? 0) + file.gzip);
      continue;
    }
    const perModule = charactersPerModule(readFileSync(built, 'utf8'), JSON.parse(readFileSync(`${built}.map`, 'utf8')));
    const characters = [...perModule.values()].reduce((sum, n) => sum + n, 0);
    for (const [name, n] of perModule) totals.set(name, (totals.get(name) ?? 0) + (file.gzip * n) / characters);
  }
  const modules = [...totals].map(([name, gzip]) => ({ name, gzip: Math.round(gzip) })).sort((a, b) => b.gzip - a.gzip);
  return { modules, unmatched };
}

export function dashboardAfterHomeLine(js, attribution) {
  const largest = attribution?.modules.slice(0, 6).map((m) => `${m.name} ${kB(m.gzip)}`).join(', ');
  return {
    key: 'dashboardAfterHome',
    metric: 'JS a signed-in customer downloads to open /dashboard after / (client-side), gzip; largest modules (estimated)',
    value: js?.gzip ?? null,
    shown: js ? `${kB(js.gzip)} (${js.count} files)${largest ? `; ${largest}` : ''}` : 'n/a',
    goal: '—',
    status: js ? 'info' : 'error',
    details: js ? { files: js.files, modules: attribution?.modules, unmatched: attribution?.unmatched } : undefined,
  };
}
