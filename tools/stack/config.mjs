// Ports, origins and paths of the local platform. Every value can be overridden by the environment,
// which is how the browser tests run a second stack beside a developer's `npm start`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localSecrets } from './local-secrets.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REMOTES = ['storefront', 'account', 'admin'];
/** Generated on the first `npm start` and reused (local-secrets.mjs); `.data/` is git-ignored. */
export const LOCAL_SECRETS_FILE = join(ROOT, '.data', 'secrets.env');

const port = (name, fallback) => Number(process.env[name] ?? fallback);

export function stackConfig(env = process.env) {
  const host = env.STACK_HOST ?? 'localhost';
  const ports = {
    api: port('API_PORT', 3000),
    shell: port('SHELL_PORT', 4200),
    storefront: port('STOREFRONT_PORT', 4201),
    account: port('ACCOUNT_PORT', 4202),
    admin: port('ADMIN_PORT', 4203),
    mailSmtp: port('MAIL_CATCHER_SMTP_PORT', 1025),
    mailHttp: port('MAIL_CATCHER_HTTP_PORT', 1080),
  };
  const origin = (p) => `http://${host}:${p}`;
  return {
    ports,
    apiUrl: env.API_URL ?? origin(ports.api),
    shellOrigin: origin(ports.shell),
    remoteOrigin: (remote) => origin(ports[remote]),
    releasesDir: env.RELEASES_DIR ?? join(ROOT, 'deploy', 'releases'),
    // The environment's, else this checkout's generated one (.data/secrets.env): never a constant.
    get deployToken() {
      return localSecrets(LOCAL_SECRETS_FILE, env).PLATFORM_DEPLOY_TOKEN;
    },
  };
}
