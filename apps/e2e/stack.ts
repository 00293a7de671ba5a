// The stacks the browser tests run against: each Playwright worker has its own (ports, database, release
// folder, mail catcher, Redis key prefix), so workers never see each other's deploys, rate limits or mails,
// and a run can go beside a developer's `npm start` and beside another run (E2E_PORT_OFFSET).
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/** Where this run's ports start; worker i uses BASE_OFFSET + 10 * i. */
export const BASE_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const OFFSET_STEP = 10;

/**
 * Workers (and so stacks) of a run: E2E_WORKERS, else two where the machine has two cores or more. Measured on a
 * quiet 2-core machine (2026-11-25): the 149 browser tests took 199 s on two workers (668 s for 141 that morning,
 * before test databases stopped waiting for the disk and CI stopped recording traces). Measured
 * earlier on the same 2 cores shared with seven other engineers (load 30-50), two workers lost to one (994 s
 * against 1266 s for 31 tests): on a busy machine set E2E_WORKERS=1.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? (availableParallelism() >= 2 ? 2 : 1)));

/** One id per run, shared by the runner and its workers (they inherit its environment). */
process.env.E2E_RUN_ID ??= Date.now().toString(36);

/** The environment of stack number `index` (the Playwright worker with that parallel index). */
export function stackEnv(index: number) {
  const offset = BASE_OFFSET + OFFSET_STEP * index;
  const port = (base: number) => String(base + offset);
  return {
    API_PORT: port(3310),
    SHELL_PORT: port(4310),
    STOREFRONT_PORT: port(4311),
    ACCOUNT_PORT: port(4312),
    ADMIN_PORT: port(4313),
    MAIL_CATCHER_SMTP_PORT: port(1325),
    MAIL_CATCHER_HTTP_PORT: port(1380),
    RELEASES_DIR: join(ROOT, 'tmp', `e2e-releases-${offset}`),
    E2E_DATABASE: `harman_e2e_${offset}`,
    // Redis keys of this run only (queues and the forms' hourly limits), so a rerun within the hour starts clean.
    QUEUE_PREFIX: `harman_e2e_${offset}_${process.env.E2E_RUN_ID}`,
    PLATFORM_DEPLOY_TOKEN: 'e2e-deploy-token',
    // A broken canary is rolled back after this many page loads (releases.spec.ts), not the default 20.
    RELEASE_ROLLBACK_MIN_LOADS: '4',
    // A worker's whole run comes from 127.0.0.1: the forms' burst guard (120 a minute per address) gets room to spare;
    // its own limit is proved by the api's tests (forms-throttle.e2e-spec.ts).
    FORM_REQUESTS_PER_MINUTE: '600',
    // Warnings and errors only: a request line per request is work and noise nobody reads during a run.
    LOG_LEVEL: 'warn',
  };
}

/** This process's stack: a worker's own (TEST_PARALLEL_INDEX), stack 0 in the runner. */
export const STACK_INDEX = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const E2E_ENV = stackEnv(STACK_INDEX);

export const SHELL_URL = `http://localhost:${E2E_ENV.SHELL_PORT}`;
export const STOREFRONT_ORIGIN = `http://localhost:${E2E_ENV.STOREFRONT_PORT}`;
export const MAIL_URL = `http://localhost:${E2E_ENV.MAIL_CATCHER_HTTP_PORT}`;
