// The stack the browser tests run against: its own ports, database and release folder, so it can run
// beside a developer's `npm start` (and beside another test run, with E2E_PORT_OFFSET).
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const port = (base: number) => String(base + offset);

export const E2E_ENV = {
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
  QUEUE_PREFIX: `harman_e2e_${offset}_${Date.now().toString(36)}`,
  PLATFORM_DEPLOY_TOKEN: 'e2e-deploy-token',
  LOG_LEVEL: 'warn',
};

export const SHELL_URL = `http://localhost:${E2E_ENV.SHELL_PORT}`;
export const STOREFRONT_ORIGIN = `http://localhost:${E2E_ENV.STOREFRONT_PORT}`;
export const MAIL_URL = `http://localhost:${E2E_ENV.MAIL_CATCHER_HTTP_PORT}`;
