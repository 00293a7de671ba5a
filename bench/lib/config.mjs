// Where everything lives and which ports the bench uses: its own stack beside a developer's `npm start`
// (3000/42xx) and the browser tests (3310/43xx).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BENCH_DIR = join(ROOT, 'bench');
export const RESULTS_DIR = join(BENCH_DIR, 'results');
/** Logs of the build and the stack; tmp/ is ignored by git. */
export const LOG_DIR = join(ROOT, 'tmp', 'bench');

export const REMOTES = ['storefront', 'account', 'admin'];
// BENCH_PORT_OFFSET moves every port (and the database) so two benches can run side by side.
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
export const DATABASE = OFFSET ? `harman_bench_${OFFSET}` : 'harman_bench';

const BASE_PORTS = { api: 3410, shell: 4410, storefront: 4411, account: 4412, admin: 4413, monolith: 4490, bare: 3490, smtp: 1425, mailHttp: 1480 };
export const PORTS = Object.fromEntries(Object.entries(BASE_PORTS).map(([name, port]) => [name, port + OFFSET]));

/** Environment of `tools/stack/start.mjs` (the api wants a deploy token of at least 16 characters). */
export const STACK_ENV = {
  API_PORT: String(PORTS.api),
  SHELL_PORT: String(PORTS.shell),
  STOREFRONT_PORT: String(PORTS.storefront),
  ACCOUNT_PORT: String(PORTS.account),
  ADMIN_PORT: String(PORTS.admin),
  MAIL_CATCHER_SMTP_PORT: String(PORTS.smtp),
  MAIL_CATCHER_HTTP_PORT: String(PORTS.mailHttp),
  RELEASES_DIR: join(ROOT, 'tmp', OFFSET ? `bench-releases-${OFFSET}` : 'bench-releases'),
  PLATFORM_DEPLOY_TOKEN: 'bench-deploy-token',
  LOG_LEVEL: 'warn',
  // The stack runs with NODE_ENV=production, which requires real secrets: these serve the bench only.
  AUTH_JWT_SECRET: 'bench-only-auth-jwt-secret-0123456789abcdef',
  AUTH_ENCRYPTION_KEY: 'YmVuY2gtb25seS10b3RwLWtleS0wMTIzNDU2Nzg5YWI=',
  PAYMENT_PROVIDER: 'dev',
  FORM_TOKEN_SECRET: 'bench-only-form-token-secret-0123456789',
};

export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const API_URL = `http://localhost:${PORTS.api}`;
export const MONOLITH_URL = `http://localhost:${PORTS.monolith}`;
export const BARE_URL = `http://localhost:${PORTS.bare}`;
export const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${DATABASE}`;
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The stack's queue prefix (tools/stack/start.mjs: `harman-<database>`). */
export const QUEUE_PREFIX = `harman-${DATABASE}`;

/** Pages and what shows they are ready. */
export const PAGES = {
  home: { path: '/', ready: '[data-testid="featured-products"] li', count: 6 },
  shellOnly: { path: '/bench-no-such-page', ready: '#hm-not-found-title', count: 1 },
  storefront: { path: '/', ready: '[data-testid="featured-products"] li', count: 6 },
  account: { path: '/unauthorized', ready: '[data-remote="account"] #unauthorized-title', count: 1 },
  admin: { path: '/admin/login', ready: '[data-remote="admin"] form h1', count: 1 },
  checkout: { path: '/checkout', ready: '[data-testid="checkout-page"] h1', count: 1 },
  // Signed in as an admin (bench/lib/reports-load.mjs): the four stat cards are laid out at once, their numbers come
  // from the api (the list stops being busy).
  adminDashboard: { path: '/admin/dashboard', ready: '[data-remote="admin"] .admin-stats[aria-busy="false"] .admin-stat', count: 4 },
};

/** Placing orders under load (line 9): a fixed number of requests, one fresh checkout session each. */
export const PLACE_ORDER = { connections: 10, warmupRequests: 200, requests: 1_500 };

/** autocannon settings of the `GET /api/products` comparison. */
export const LOAD = { path: '/api/products', connections: 10, warmupSeconds: 3, durationSeconds: 10 };

/** The catalogue size every measurement runs against (the seed's ~40 products, topped up by the bench). */
export const CATALOG_SIZE = 10_000;

/** The shop's search under load: q matches about 1 product in 20; beans and its three children hold half. */
export const SEARCH = {
  path: '/api/products?q=kenya&category=beans&sort=price-low',
  connections: 10,
  warmupSeconds: 3,
  durationSeconds: 10,
  fixedRate: 1_000,
  // As many as the throughput runs. autocannon fires each connection's share on its own timer, so many
  // connections arrive in synchronised bursts (50 at once every 50 ms) rather than as a steady 1,000 per second.
  fixedRateConnections: 10,
};

/** Lighthouse audits per page (the median score is reported). */
export const LIGHTHOUSE_RUNS = 3;

/**
 * How Lighthouse slows the page: 'simulate' (its default, what the goals are set in) replays the page's requests
 * and tasks in a model of a slow phone; `LIGHTHOUSE_THROTTLING=devtools` slows the real connection and CPU
 * instead, so a round trip taken off the way to the first screen shows as it would to a shopper on that network.
 */
export const LIGHTHOUSE_THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

/** Add-to-cart responsiveness on /shop. */
export const ADD_TO_CART = { cpuSlowdown: 4, clicks: 5 };
