#!/usr/bin/env node
// `npm run bench`: builds, starts the platform on the bench ports, measures, prints a table and writes
// bench/results/<timestamp>.json and bench/results/latest.md. Exit code 1 when a goal fails or a
// measurement could not be taken. Every figure is a size or a ratio against a baseline of the same run.
//   --no-build        use the existing builds of the apps (the monolith is always built)
//   --external-stack  measure a platform already running on the bench ports (see bench/lib/config.mjs)
//   --skip-api        leave out the api load comparisons (lines 5, 8 and 9)
//   --skip-lighthouse leave out the Lighthouse audits (lines 6 and 13)
//   --skip-notifications leave out the live notifications lines (11; alone: npm run bench:notifications)
//   --only-reports    only line 12: the admin reports on generated orders and /admin/dashboard's first load
//   --only-pages      only line 6: the Lighthouse audits of the seven pages and the JS of /dashboard after /
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { addToCartLine, measureAddToCart } from './lib/add-to-cart-paint.mjs';
import { apiLines, load, sameAnswer, startBareApi } from './lib/api-load.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { apiBuilt, buildAll, buildMonolith, frontEndsBuilt } from './lib/build.mjs';
import { onCleanup, runCleanups } from './lib/cleanup.mjs';
import { loadCatalog } from './lib/catalog-10k.mjs';
import { notificationsBench, notificationsLines } from './lib/notifications.mjs';
import { API_URL, BARE_URL, CATALOG_SIZE, DATABASE, DATABASE_URL, MONOLITH_URL, PLACE_ORDER, REMOTES, ROOT, SHELL_URL } from './lib/config.mjs';
import { firstLoadLine, homeFirstLoad, monolithLines } from './lib/first-load.mjs';
import { serveMonolith } from './lib/monolith-server.mjs';
import { checkoutFirstLoad, checkoutFirstLoadLine, placeOrderLines, placeOrderLoad, prepareSessions } from './lib/place-order-load.mjs';
import { accessibilityLine, audit, auditAccessibility, lighthouseLines } from './lib/lighthouse.mjs';
import { countReactCopies, reactCopiesLine } from './lib/react-copies.mjs';
import { documentTtfb, documentTtfbLines } from './lib/document-ttfb.mjs';
import { deepLinkBeyondShell, remoteEntry, remoteLines, shellOnlyLine, shellOnlyLoad } from './lib/remotes.mjs';
import { fileStamp, printTable, writeResults } from './lib/report.mjs';
import { sameSearchAnswer, searchAtFixedRate, searchLines, searchThroughput } from './lib/search-load.mjs';
import { startStack } from './lib/stack.mjs';
import { attributeModules, auditedPages, dashboardAfterHome, dashboardAfterHomeLine, ensureBenchCustomer, signInBenchCustomer } from './lib/pages.mjs';
import { adminDashboardFirstLoad, adminDashboardLine, dropReportsDatabase, ensureBenchAdmin, prepareReportsDatabase, reportLines, signInBenchAdmin, timeReports, REPORTS } from './lib/reports-load.mjs';

const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean' },
    'external-stack': { type: 'boolean' },
    'skip-api': { type: 'boolean' },
    'skip-lighthouse': { type: 'boolean' },
    'skip-notifications': { type: 'boolean' },
    'only-reports': { type: 'boolean' },
    'only-pages': { type: 'boolean' },
  },
});
const startedAt = new Date();
const lines = [];
const notes = [];
const errors = [];
const say = (text) => console.error(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(3)} s] ${text}`);
const add = (section, ...items) => items.flat().forEach((line) => lines.push({ section, ...line }));

/** Runs a step; on failure records the error and returns null so later lines show 'n/a'. */
async function step(label, fn) {
  say(label);
  try {
    return await fn();
  } catch (error) {
    errors.push(`${label}: ${error.message}`);
    say(`  failed: ${error.message}`);
    return null;
  }
}

function git() {
  const out = (...a) => spawnSync('git', a, { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() ?? '';
  return { commit: out('rev-parse', '--short', 'HEAD') || 'unknown', dirty: out('status', '--porcelain').length > 0 };
}

async function measure() {
  if (!args['no-build']) {
    const build = await step('building every project (nx run-many -t build)', buildAll);
    if (build && !build.ok) {
      errors.push(`nx build failed for ${build.failed.join(', ') || 'some project'} (log: ${build.logFile})`);
      say(`  nx build failed for ${build.failed.join(', ')}:\n${build.tail}`);
    }
  }
  const built = frontEndsBuilt();
  if (!built.ok) errors.push(`front ends not built: ${built.missing.join(', ')}`);
  const monolith = args['only-reports'] || args['only-pages'] ? null : await step('building the monolith comparison (bench/monolith)', buildMonolith);

  let stackUp = Boolean(args['external-stack']);
  if (!stackUp) {
    if (!apiBuilt()) errors.push('apps/api/dist/main.js is missing: the platform cannot start');
    else stackUp = Boolean(await step(`starting the platform (tools/stack/start.mjs --no-build --separate-worker --fresh-db ${DATABASE})`, startStack));
  }
  if (monolith && stackUp) await step(`serving the monolith on ${MONOLITH_URL}`, () => serveMonolith(monolith.distDir));
  // Before anything reads the catalogue: every later line runs against the full-size catalogue.
  const catalog = stackUp && !args['only-reports'] ? await step(`loading a catalogue of ${CATALOG_SIZE} products`, loadCatalog) : null;
  if (catalog) notes.push(`catalogue: ${catalog.before} seeded products topped up to ${catalog.after} (bench/lib/catalog-10k.mjs)`);
  else if (stackUp && !args['only-reports']) errors.push('the 10,000-product catalogue could not be loaded: lines 6–8 do not measure what they say');

  const browser = stackUp ? await step('launching chromium', launchBrowser) : null;
  if (browser) onCleanup(() => browser.close());
  const inBrowser = (label, fn) => (browser ? step(label, () => fn(browser)) : null);

  const admin = stackUp ? await step('12. an admin with two-factor in the bench database', () => ensureBenchAdmin(DATABASE_URL)) : null;
  const customer = stackUp && !args['only-reports'] ? await step('6. a customer, signed up through the api and verified from its mail', ensureBenchCustomer) : null;
  if (customer) {
    const afterHome = await inBrowser('6. JS a signed-in customer downloads to open /dashboard after /', dashboardAfterHome);
    const modules = afterHome ? await step('6. the modules of those files (the apps built again with source maps)', () => attributeModules(afterHome)) : null;
    add(6, dashboardAfterHomeLine(afterHome, modules));
  }
  if (args['only-pages']) {
    if (browser) await browser.close();
    if (stackUp) await lighthouseAudits({ admin, customer });
    return;
  }
  const dashboardJs = admin !== null ? await inBrowser(`12. first load of ${SHELL_URL}/admin/dashboard, signed in`, adminDashboardFirstLoad) : null;
  add(12, adminDashboardLine(dashboardJs));
  onCleanup(dropReportsDatabase);
  const generated = await step(`12. a database of its own with ${REPORTS.orders.toLocaleString('en')} generated orders`, prepareReportsDatabase);
  if (generated) notes.push(`line 12: ${REPORTS.orders.toLocaleString('en')} orders generated in SQL in ${generated.seconds.toFixed(1)} s`);
  add(12, reportLines(generated ? await step('12. each report query, sequentially', timeReports) : null));
  if (args['only-reports']) return;

  const federated = await inBrowser(`1. first load of ${SHELL_URL}/`, (b) => homeFirstLoad(b, SHELL_URL));
  add(1, firstLoadLine(federated));
  const checkoutJs = await inBrowser(`9. first load of ${SHELL_URL}/checkout`, (b) => checkoutFirstLoad(b, SHELL_URL));
  add(9, checkoutFirstLoadLine(checkoutJs));
  const mono = monolith ? await inBrowser(`2. first load of the monolith ${MONOLITH_URL}/`, (b) => homeFirstLoad(b, MONOLITH_URL)) : null;
  add(2, monolithLines(federated, mono));

  const shellOnly = await inBrowser('3. the shell alone (a path no remote owns)', shellOnlyLoad);
  if (shellOnly) add(3, shellOnlyLine(shellOnly));
  for (const remote of REMOTES) {
    const entry = await step(`3. ${remote}: remote entry size`, () => remoteEntry(remote));
    const beyond = shellOnly
      ? await inBrowser(`3. ${remote}: deep link`, (b) => deepLinkBeyondShell(b, remote, shellOnly, remote === 'storefront' ? federated : undefined))
      : null;
    add(3, remoteLines(remote, entry, beyond));
  }

  if (stackUp) add(10, documentTtfbLines(await step('10. time to first byte of a product page with its head, against the static page', documentTtfb)));

  const react = await inBrowser('4. React copies across /, /unauthorized, /admin/login', countReactCopies);
  add(4, reactCopiesLine(react));

  const paint = await inBrowser('7. add-to-cart click to next paint on /shop (4× CPU slowdown)', measureAddToCart);
  if (browser) await browser.close();

  if (args['skip-lighthouse']) notes.push('Lighthouse audits skipped (--skip-lighthouse)');
  else if (stackUp) {
    await lighthouseAudits({ admin, customer });
    // Line 13 (issue 20): accessibility 100 on the pages a shopper, a customer and staff open first.
    const slug = await step('13. a product to audit', async () => (await (await fetch(`${API_URL}/api/products?pageSize=1`)).json()).items[0].slug);
    for (const path of ['/', '/shop', ...(slug ? [`/shop/${slug}`] : []), '/login', '/checkout']) {
      add(13, accessibilityLine(path, await step(`13. Lighthouse accessibility of ${path}`, () => auditAccessibility(`${SHELL_URL}${path}`))));
    }
    // Each signed-in page as the user it is for: the customer's dashboard as the bench customer, not as staff.
    const signedIn = [
      { path: '/admin/dashboard', who: 'admin', ready: admin !== null, signIn: signInBenchAdmin },
      { path: '/dashboard', who: 'customer', ready: customer !== null, signIn: signInBenchCustomer },
    ];
    for (const { path, who, ready, signIn } of signedIn) {
      const audited = ready ? await step(`13. Lighthouse accessibility of ${path}`, () => auditAccessibility(`${SHELL_URL}${path}`, { signIn })) : null;
      add(13, accessibilityLine(`${path} (signed-in ${who})`, audited));
    }
  }
  add(7, addToCartLine(paint));

  // Its own database, api and worker processes: independent of the stack above.
  if (args['skip-notifications']) notes.push('live notifications lines skipped (--skip-notifications)');
  else {
    const result = await step('11. live notifications: a broadcast to 10,000, 1,000 event streams, the endpoint, Redis keys', notificationsBench);
    add(11, notificationsLines(result));
    result?.notes.forEach((note) => notes.push(`notifications: ${note}`));
  }

  if (args['skip-api']) {
    notes.push('api load comparison skipped (--skip-api)');
    return;
  }
  let bare = null;
  let api = null;
  let answer = null;
  const search = {};
  const orders = {};
  if (stackUp && apiBuilt()) {
    const bareUp = await step(`5. starting the bare baseline on ${BARE_URL}`, startBareApi);
    if (bareUp) {
      answer = await step('5. comparing the answers of the api and the bare baseline', sameAnswer);
      if (answer && !answer.same) errors.push(`the api and the bare baseline answer differently (status ${answer.apiStatus} vs ${answer.bareStatus}): the ratio compares different work`);
      bare = await step('5. load: bare baseline', () => load(BARE_URL));
      search.answer = await step('8. comparing the search answers of the api and the bare baseline', () => sameSearchAnswer(API_URL, BARE_URL));
      if (search.answer && !search.answer.same) errors.push('the api and the bare baseline answer the search differently: the ratio compares different work');
      search.bare = await step('8. search load, SQL on every request: bare baseline', () => searchThroughput(BARE_URL, { fresh: true }));
      search.bareCached = await step('8. search load from the page cache: bare baseline', () => searchThroughput(BARE_URL));
      // Last on the bare side: the orders it writes change nothing the lines above read.
      const perSide = PLACE_ORDER.warmupRequests + PLACE_ORDER.requests;
      const sessions = await step(`9. creating ${2 * perSide} checkout sessions through the api`, () => prepareSessions(2 * perSide));
      if (sessions) {
        orders.bare = await step('9. place-order load: bare baseline', () => placeOrderLoad(BARE_URL, { ...sessions, sessions: sessions.sessions.slice(0, perSide) }));
        orders.sessions = { ...sessions, sessions: sessions.sessions.slice(perSide) };
      }
      await bareUp.stop();
      api = await step('5. load: api', () => load(API_URL));
      search.api = await step('8. search load, SQL on every request: api', () => searchThroughput(API_URL, { fresh: true }));
      search.apiCached = await step('8. search load from the page cache: api', () => searchThroughput(API_URL));
      search.fixed = await step('8. search at a fixed 1,000 req/s: api', () => searchAtFixedRate(API_URL));
      if (orders.sessions) orders.api = await step('9. place-order load: api', () => placeOrderLoad(API_URL, orders.sessions));
    }
  }
  add(5, apiLines({ bare, api, answer }));
  add(8, searchLines(search));
  add(9, placeOrderLines(orders));
  if (search.answer?.same) notes.push(`api and bare baseline return the same JSON for the search (${search.answer.items} of ${search.answer.total} products); both keep the api's page cache (helpers/ttl-cache.js, 10 s), which \`Cache-Control: no-cache\` skips`);
  if (answer?.same) notes.push(`api and bare baseline return the same JSON for GET /api/products (${answer.items} items); the baseline runs the api's compiled SQL builder and mapper of the listing read model (apps/api/dist/modules/catalog/helpers/listing-sql.js, listing-mapper.js)`);
}

/** Line 6 (issue 15): each page's Lighthouse mobile performance, LCP and CLS, median of LIGHTHOUSE_RUNS. */
async function lighthouseAudits({ admin, customer }) {
  const slug = await step('6. a product to audit', async () => (await (await fetch(`${API_URL}/api/products?pageSize=1`)).json()).items[0].slug);
  for (const page of auditedPages(slug ?? 'n/a')) {
    const label = page.label ?? page.path;
    const ready = (page.needs === 'admin' ? admin !== null : page.needs === 'customer' ? customer !== null : true) && slug !== null;
    const result = ready ? await step(`6. Lighthouse mobile audit of ${label}`, () => audit(`${SHELL_URL}${page.path}`, page)) : null;
    add(6, lighthouseLines(page.path, result, { label }));
  }
}

let exitCode = 1;
try {
  await measure();
} catch (error) {
  errors.push(`bench aborted: ${error.stack ?? error.message}`);
} finally {
  say('stopping everything the bench started');
  await runCleanups();
}
// Sections in order, whatever order the steps ran in (stable: lines keep their order within a section).
lines.sort((a, b) => a.section - b.section);
const finishedAt = new Date();
const failed = lines.filter((l) => l.status === 'fail').length;
const broken = lines.filter((l) => l.status === 'error').length + errors.length;
const judged = lines.filter((l) => l.status === 'pass' || l.status === 'fail').length;
const summary = `${judged - failed}/${judged} goals met${broken ? `, ${broken} measurement problem(s)` : ''}`;
const result = {
  file: `${fileStamp(startedAt)}.json`,
  startedAt: startedAt.toISOString(),
  finishedAt: finishedAt.toISOString(),
  durationSeconds: Math.round((finishedAt - startedAt) / 1000),
  git: git(),
  machine: { cpus: cpus().length, node: process.versions.node },
  summary,
  lines,
  notes,
  errors,
};
console.log('');
printTable(lines);
console.log(`\n${summary} in ${result.durationSeconds} s`);
notes.forEach((n) => console.log(`note: ${n}`));
errors.forEach((e) => console.log(`error: ${e}`));
const { jsonFile, mdFile } = writeResults(result);
console.log(`\nwritten: ${jsonFile.slice(ROOT.length + 1)}, ${mdFile.slice(ROOT.length + 1)}`);
exitCode = failed || broken ? 1 : 0;
process.exit(exitCode);
