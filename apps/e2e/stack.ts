// The stack the browser tests run against: its own ports, database and release folder, so it can run
// beside a developer's `npm start`.
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

export const E2E_ENV = {
  API_PORT: '3310',
  SHELL_PORT: '4310',
  STOREFRONT_PORT: '4311',
  ACCOUNT_PORT: '4312',
  ADMIN_PORT: '4313',
  MAIL_CATCHER_SMTP_PORT: '1325',
  MAIL_CATCHER_HTTP_PORT: '1380',
  RELEASES_DIR: join(ROOT, 'tmp', 'e2e-releases'),
  PLATFORM_DEPLOY_TOKEN: 'e2e-deploy-token',
  LOG_LEVEL: 'warn',
};

export const SHELL_URL = `http://localhost:${E2E_ENV.SHELL_PORT}`;
export const STOREFRONT_ORIGIN = `http://localhost:${E2E_ENV.STOREFRONT_PORT}`;
export const MAIL_URL = `http://localhost:${E2E_ENV.MAIL_CATCHER_HTTP_PORT}`;
