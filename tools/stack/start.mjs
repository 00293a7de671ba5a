#!/usr/bin/env node
// `npm start`: builds what changed, prepares the database, and runs the whole platform in production
// mode: api with workers, the three remotes on their own origins, the shell, and a mail catcher.
// It prints one line per step with its time, then the addresses; a failure says what failed and what to do.
//   --no-build         use the existing builds
//   --fresh-db NAME    drop and recreate database NAME first (browser tests)
//   --cluster          two api processes and two worker processes behind a round-robin proxy on the api's
//                      port, as replicas run in a cluster (npm run start:cluster)
//   --separate-worker  the queue workers in a process of their own (apps/api/dist/worker.js), as deployed, not in the api
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_SECRETS_FILE, PORT_VARIABLES, REMOTES, ROOT, stackConfig } from './config.mjs';
import { localSecrets } from './local-secrets.mjs';
import { assertPortsFree } from './ports.mjs';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';
import { StackError, say, sayError, seconds, step } from './progress.mjs';
import { resolveDatabase, resolveRedis } from './services.mjs';
import { serveRemote, serveShell } from './static-servers.mjs';
import { RELEASE_GENERATION_KEY } from './release-table.mjs';
import { activateRelease, publishRelease } from '../deploy/releases.mjs';
import { startMailCatcher } from '../mail-catcher/mail-catcher.mjs';

const { values: args } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, 'fresh-db': { type: 'string' }, cluster: { type: 'boolean' }, 'separate-worker': { type: 'boolean' } },
});
const config = stackConfig();
const cleanups = [];
/** Every stop must be done by then (Ctrl+C leaves no port taken); the api gets most of it. */
const STOP_BUDGET_MS = 4_500;
const API_STOP_GRACE_MS = 3_000;

/** Runs a command with its output kept back; on failure the output is shown with what failed. */
async function runQuietly(what, command, commandArgs, env, hint) {
  const child = spawn(command, commandArgs, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const stopChild = () => child.exitCode === null && child.kill('SIGTERM');
  cleanups.push(stopChild);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'close');
  cleanups.splice(cleanups.indexOf(stopChild), 1);
  if (code !== 0) {
    const tail = output.trim().split('\n').slice(-40).join('\n');
    throw new StackError(`${what} failed (exit code ${code}):\n${tail}`, hint);
  }
  return output;
}

/** `12 projects, 10 from Nx's cache` from Nx's summary, so the build is one line. */
function buildSummary(output) {
  const projects = /Successfully ran target build for (\d+) projects?/.exec(output)?.[1];
  const cached = /from the cache instead of running the command for (\d+) out of/.exec(output)?.[1];
  if (!projects) return 'done';
  return `${projects} projects${cached ? `, ${cached} from Nx's cache` : ''}`;
}

/** A stable version for a build: its package version plus a hash of its manifest and entry. */
function buildVersion(remote, distDir) {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'apps', `${remote}-mfe`, 'package.json'), 'utf8'));
  const hash = createHash('sha256');
  for (const name of readdirSync(distDir).sort()) {
    const file = join(distDir, name);
    if (statSync(file).isFile()) hash.update(name).update(readFileSync(file));
  }
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new StackError('The api stopped during start-up.', 'Its log above says why.');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new StackError(`The api did not become healthy within ${timeoutMs / 1000} s.`, `See ${url}/api/health and the log above.`);
}

/** A process of the api's build; stopping it asks nicely, then insists, so Ctrl+C never waits on a stuck shutdown. */
function startApiBuild(entry, env) {
  const child = spawn('node', [entry], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), API_STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };
  return { child, stop };
}

function startApi(apiEnv, script = 'apps/api/dist/main.js') {
  const api = startApiBuild(script, apiEnv);
  cleanups.push(api.stop);
  return api.child;
}

/**
 * --cluster: two api processes (no workers in them) and two worker processes, all sharing the database and Redis,
 * behind a round-robin proxy on the api's port: what replicas behind a cloud load balancer do, on one machine.
 */
async function startCluster(apiEnv) {
  const replicaPorts = [config.ports.apiReplica1, config.ports.apiReplica2];
  const apis = replicaPorts.map((port) => startApiBuild('apps/api/dist/main.js', { ...apiEnv, PORT: String(port), RUN_WORKERS: 'false' }));
  const workers = [1, 2].map(() => startApiBuild('apps/api/dist/worker.js', apiEnv));
  // Stopped side by side, so four graceful shutdowns fit in the stop budget of one.
  cleanups.push(() => Promise.all([...apis, ...workers].map((process) => process.stop())));
  const replicaUrls = replicaPorts.map((port) => `http://127.0.0.1:${port}`);
  await Promise.all(replicaUrls.map((url, n) => waitForHealth(url, apis[n].child)));
  stopsWithStack(await startRoundRobinProxy({ port: config.ports.api, host: '0.0.0.0', targets: replicaUrls }));
  return replicaPorts;
}

/** Registers an HTTP server for stopping: open keep-alive and event-stream connections are cut, not waited for. */
function stopsWithStack(server) {
  cleanups.push(() => new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  }));
  return server;
}

/** The demo sign-ins from the api's build (the seed's own source of truth); none in production. */
function demoAccountsHint(nodeEnv) {
  if (nodeEnv === 'production') return null;
  const file = join(ROOT, 'apps/api/dist/database/seed/demo-accounts.js');
  if (!existsSync(file)) return null;
  const { DEMO_CUSTOMER, DEMO_ADMIN } = createRequire(import.meta.url)(file);
  return (
    `demo accounts: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password} (customer), ` +
    `${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (admin; its code: npm run demo-totp -w @harman/api)`
  );
}

async function main() {
  const started = Date.now();
  const ownSmtp = !process.env.SMTP_URL;
  await assertPortsFree(
    Object.entries(config.ports)
      .filter(([name]) => ownSmtp || !name.startsWith('mail'))
      .filter(([name]) => args.cluster || !name.startsWith('apiReplica'))
      .map(([name, port]) => ({ name: PORT_NAMES[name], port, variable: PORT_VARIABLES[name][0] })),
  );

  const databaseName = args['fresh-db'] ?? 'harman';
  const database = await step('database', async () => {
    const found = await resolveDatabase({ database: databaseName, drop: Boolean(args['fresh-db']) });
    cleanups.push(found.close);
    return { detail: found.kind, value: found };
  });
  const redis = await step('redis', async () => {
    const found = await resolveRedis({ localPort: config.localRedisPort, dataDir: config.redisDataDir });
    cleanups.push(found.close);
    return { detail: found.kind, value: found };
  });
  const mail = await step('mail', async () => {
    if (!ownSmtp) return { detail: 'SMTP_URL', value: { smtpUrl: process.env.SMTP_URL, catcherUrl: null } };
    const catcher = await startMailCatcher({ smtpPort: config.ports.mailSmtp, httpPort: config.ports.mailHttp, host: '127.0.0.1' });
    cleanups.push(() => catcher.close());
    const catcherUrl = `http://localhost:${catcher.httpPort}`;
    return { detail: `mail catcher on ${catcherUrl}`, value: { smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}`, catcherUrl } };
  });

  await step('build', async () => {
    if (args['no-build']) return 'skipped (--no-build)';
    const output = await runQuietly(
      'The build',
      join(ROOT, 'node_modules/.bin/nx'),
      ['run-many', '-t', 'build', '--output-style=static'],
      {},
      'Fix what it reports, then run npm start again (npx nx run-many -t build shows the whole build).',
    );
    return buildSummary(output);
  });

  const nodeEnv = process.env.NODE_ENV ?? 'development';
  const apiEnv = {
    NODE_ENV: nodeEnv,
    PORT: String(config.ports.api),
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: String(database.poolMax ?? 10),
    REDIS_URL: redis.url,
    // Queues are named after the database: stacks sharing one Redis never take each other's jobs.
    QUEUE_PREFIX: process.env.QUEUE_PREFIX ?? `harman-${databaseName}`,
    SMTP_URL: mail.smtpUrl,
    APP_BASE_URL: config.shellOrigin,
    // Generated on the first run into .data/secrets.env (git-ignored) and reused: the source has none.
    ...localSecrets(LOCAL_SECRETS_FILE),
    RUN_WORKERS: args['separate-worker'] ? 'false' : 'true',
    // The shell's server on this machine proxies /api: trust that one loopback hop, nothing a client sends
    // (with --cluster the round-robin proxy is a second one).
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    TRUST_PROXY_HOPS: process.env.TRUST_PROXY_HOPS ?? (args.cluster ? '2' : '1'),
    // A replica answers what it has and exits before the stop budget runs out.
    SHUTDOWN_GRACE_MS: String(API_STOP_GRACE_MS - 500),
  };
  const databaseHint = `The database is ${database.kind}.`;
  await step('migrate', async () => {
    const output = await runQuietly('Migrating the database', 'node', ['apps/api/dist/database/migrate.js'], apiEnv, databaseHint);
    const applied = /Applied migrations: (.*)/.exec(output)?.[1];
    return applied ? `${applied.split(', ').length} applied` : 'up to date';
  });
  await step('seed', async () => {
    const output = await runQuietly('Seeding the database', 'node', ['apps/api/dist/database/seed/run-seed.js'], apiEnv, databaseHint);
    return /Seeded (\d+ categories and \d+ products)/.exec(output)?.[1] ?? 'done';
  });

  await step('api', async () => {
    if (args.cluster) {
      const replicaPorts = await startCluster(apiEnv);
      return `up on ${config.apiUrl} (round-robin proxy to replicas on ports ${replicaPorts.join(' and ')}, 2 worker processes)`;
    }
    await waitForHealth(config.apiUrl, startApi(apiEnv));
    return `up on ${config.apiUrl}`;
  });
  if (args['separate-worker']) {
    await step('worker', async () => {
      const worker = startApi(apiEnv, 'apps/api/dist/worker.js');
      return `process ${worker.pid}`;
    });
  }

  mkdirSync(config.releasesDir, { recursive: true });
  const fallbackRegistry = { remotes: [] };
  for (const remote of REMOTES) {
    await step(remote, async () => {
      const distDir = join(ROOT, 'apps', `${remote}-mfe`, 'dist');
      if (!existsSync(join(distDir, 'mf-manifest.json'))) {
        throw new StackError(`The ${remote} remote is not built.`, 'Run npm start without --no-build, or npm run build.');
      }
      const version = buildVersion(remote, distDir);
      publishRelease({ remote, version, buildDir: distDir, releasesDir: config.releasesDir });
      const manifestUrl = `${config.remoteOrigin(remote)}/${version}/mf-manifest.json`;
      await activateRelease({ apiUrl: config.apiUrl, token: config.deployToken, remote, version, manifestUrl });
      stopsWithStack(await serveRemote({ remote, releasesDir: config.releasesDir, port: config.ports[remote], allowedOrigins: [config.shellOrigin] }));
      fallbackRegistry.remotes.push({ name: remote, version: 'current', manifestUrl: `${config.remoteOrigin(remote)}/current/mf-manifest.json` });
      return `up on ${config.remoteOrigin(remote)}, release ${version}`;
    });
  }
  await step('shell', async () => {
    const shell = await serveShell({
      distDir: join(ROOT, 'apps', 'shell', 'dist'),
      port: config.ports.shell,
      apiUrl: config.apiUrl,
      fallbackRegistry,
      embedRegistry: true,
      // Anonymous pages get their registry here, from the api's release table while its generation stays.
      redisUrl: redis.url,
      releaseGenerationKey: `${apiEnv.QUEUE_PREFIX}:${RELEASE_GENERATION_KEY}`,
    });
    stopsWithStack(shell);
    return `up on ${config.shellOrigin}`;
  });

  say(`ready in ${seconds(Date.now() - started)}:`);
  say(`  shop (shell)      ${config.shellOrigin}`);
  say(`  api               ${config.apiUrl}/api  (docs ${config.apiUrl}/api/docs, health ${config.apiUrl}/api/health)`);
  for (const remote of REMOTES) say(`  ${remote.padEnd(17)} ${config.remoteOrigin(remote)}/current/mf-manifest.json`);
  if (mail.catcherUrl) say(`  mail catcher      ${mail.catcherUrl}`);
  const demo = demoAccountsHint(nodeEnv);
  if (demo) say(demo);
  say('Press Ctrl+C to stop.');
}

/** How a port is named in the "in use" message. */
const PORT_NAMES = {
  api: 'api',
  apiReplica1: 'first api replica',
  apiReplica2: 'second api replica',
  shell: 'shell',
  storefront: 'storefront remote',
  account: 'account remote',
  admin: 'admin remote',
  mailSmtp: "mail catcher's SMTP",
  mailHttp: "mail catcher's page",
};

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Whatever happens, the process is gone within the budget.
  setTimeout(() => process.exit(code), STOP_BUDGET_MS).unref();
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

main().catch(async (error) => {
  if (error instanceof StackError) sayError(error);
  else if (error?.code === 'EADDRINUSE') sayError(new StackError(`Port ${error.port} is in use.`, 'Stop what listens on it, or move that part of the stack (API_PORT, SHELL_PORT, …; see the README).'));
  else {
    sayError(new StackError(`Start-up failed: ${error?.message ?? error}`, 'LOG_LEVEL=debug npm start shows where.'));
    if (process.env.LOG_LEVEL === 'debug') console.error(error);
  }
  await stop(1);
});
