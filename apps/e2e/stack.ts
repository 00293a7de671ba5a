// The stacks the browser tests run against: each Playwright worker has its own (ports, database, release
// folder, mail catcher, Redis key prefix), so workers never see each other's deploys, rate limits or mails,
// and a run can go beside a developer's `npm start` and beside another run (E2E_PORT_OFFSET).
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/** Where this run's ports start; worker i uses BASE_OFFSET + 10 * i. */
export const BASE_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const OFFSET_STEP = 10;

/**
 * Workers (and so stacks) of a run: E2E_WORKERS, else one. Two workers on two cores did not win where it was
 * measured (2 cores shared with 7 other engineers, load 30-50: the same 31 tests took 994 s on one worker and
 * 1266 s on two, most of them then running out of their 10 s expectations): the renderer's cold start is CPU,
 * and there was no idle core to give it. On a quiet machine set E2E_WORKERS=2 and compare.
 */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

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
