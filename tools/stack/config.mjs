// Ports, origins and paths of the local platform. Every value can be overridden by the environment,
// which is how the browser tests run a second stack beside a developer's `npm start`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localSecrets } from './local-secrets.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const REMOTES = ['storefront', 'account', 'admin'];
/** Generated on the first `npm start` and reused (local-secrets.mjs); `.data/` is git-ignored. */
export const LOCAL_SECRETS_FILE = join(ROOT, '.data', 'secrets.env');

/** Each port of the stack, the variable that moves it, and its default. */
export const PORT_VARIABLES = {
  api: ['API_PORT', 3000],
  // npm run start:cluster: the two api replicas behind the round-robin proxy, which takes API_PORT.
  apiReplica1: ['API_REPLICA_1_PORT', 3001],
  apiReplica2: ['API_REPLICA_2_PORT', 3002],
  shell: ['SHELL_PORT', 4200],
  storefront: ['STOREFRONT_PORT', 4201],
  account: ['ACCOUNT_PORT', 4202],
  admin: ['ADMIN_PORT', 4203],
  mailSmtp: ['MAIL_CATCHER_SMTP_PORT', 1025],
  mailHttp: ['MAIL_CATCHER_HTTP_PORT', 1080],
};

export function stackConfig(env = process.env) {
  const host = env.STACK_HOST ?? 'localhost';
  const ports = Object.fromEntries(
    Object.entries(PORT_VARIABLES).map(([name, [variable, fallback]]) => [name, Number(env[variable] ?? fallback)]),
  );
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
    /** Where a local Redis is looked for when REDIS_URL is not set (moved by the tests to see the fallback). */
    localRedisPort: Number(env.LOCAL_REDIS_PORT ?? 6379),
    /** The private Redis's append-only files, kept across restarts so queued mail is not lost. */
    redisDataDir: env.REDIS_DATA_DIR ?? join(ROOT, '.data', 'redis'),
  };
}
