#!/usr/bin/env node
// `npm start`: builds what changed, prepares the database, and runs the whole platform in production
// mode: api with workers, the three remotes on their own origins, the shell, and a mail catcher.
//   --no-build         use the existing builds
//   --fresh-db NAME    drop and recreate database NAME first (browser tests)
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LOCAL_SECRETS_FILE, REMOTES, ROOT, stackConfig } from './config.mjs';
import { localSecrets } from './local-secrets.mjs';
import { ensureDatabase, resolveDatabase, resolveRedis } from './services.mjs';
import { serveRemote, serveShell } from './static-servers.mjs';
import { activateRelease, publishRelease } from '../deploy/releases.mjs';
import { startMailCatcher } from '../mail-catcher/mail-catcher.mjs';

const { values: args } = parseArgs({ options: { 'no-build': { type: 'boolean' }, 'fresh-db': { type: 'string' } } });
const config = stackConfig();
const cleanups = [];
const say = (line) => console.log(`[harman] ${line}`);

function run(command, commandArgs, env) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
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
    if (child.exitCode !== null) throw new Error('The api stopped during start-up (see its log above)');
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The api did not become healthy within ${timeoutMs / 1000} s`);
}

async function main() {
  const redisUrl = await resolveRedis();
  if (!redisUrl) {
    console.error('[harman] No Redis answers on 127.0.0.1:6379 and REDIS_URL is not set: start one with `docker compose up -d redis`.');
    process.exit(1);
  }
  const databaseName = args['fresh-db'] ?? 'harman';
  const database = await resolveDatabase({ database: databaseName });
  cleanups.push(database.close);
  if (database.ensure) await ensureDatabase(database.ensure, { drop: Boolean(args['fresh-db']) });
  say(`database: ${database.kind}; redis: ${redisUrl}`);

  let smtpUrl = process.env.SMTP_URL;
  let mailCatcherUrl = null;
  if (!smtpUrl) {
    const catcher = await startMailCatcher({ smtpPort: config.ports.mailSmtp, httpPort: config.ports.mailHttp, host: '127.0.0.1' });
    cleanups.push(() => catcher.close());
    smtpUrl = `smtp://127.0.0.1:${catcher.smtpPort}`;
    mailCatcherUrl = `http://localhost:${catcher.httpPort}`;
  }

  if (!args['no-build']) run(join(ROOT, 'node_modules/.bin/nx'), ['run-many', '-t', 'build', '--output-style=static']);

  const apiEnv = {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    PORT: String(config.ports.api),
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: String(database.poolMax ?? 10),
    REDIS_URL: redisUrl,
    // Queues are named after the database: stacks sharing one Redis never take each other's jobs.
    QUEUE_PREFIX: process.env.QUEUE_PREFIX ?? `harman-${databaseName}`,
    SMTP_URL: smtpUrl,
    APP_BASE_URL: config.shellOrigin,
    // Generated on the first run into .data/secrets.env (git-ignored) and reused: the source has none.
    ...localSecrets(LOCAL_SECRETS_FILE),
    RUN_WORKERS: 'true',
    // The shell's server on this machine proxies /api: trust that one loopback hop, nothing a client sends.
    TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
  };
  run('node', ['apps/api/dist/database/migrate.js'], apiEnv);
  run('node', ['apps/api/dist/database/seed/run-seed.js'], apiEnv);

  const api = spawn('node', ['apps/api/dist/main.js'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...apiEnv } });
  cleanups.push(() => new Promise((resolve) => {
    if (api.exitCode !== null) return resolve();
    api.once('exit', resolve);
    api.kill('SIGTERM');
  }));
  await waitForHealth(config.apiUrl, api);

  mkdirSync(config.releasesDir, { recursive: true });
  const fallbackRegistry = { remotes: [] };
  for (const remote of REMOTES) {
    const distDir = join(ROOT, 'apps', `${remote}-mfe`, 'dist');
    if (!existsSync(join(distDir, 'mf-manifest.json'))) throw new Error(`${remote} is not built: run npm run build`);
    const version = buildVersion(remote, distDir);
    publishRelease({ remote, version, buildDir: distDir, releasesDir: config.releasesDir });
    const manifestUrl = `${config.remoteOrigin(remote)}/${version}/mf-manifest.json`;
    await activateRelease({ apiUrl: config.apiUrl, token: config.deployToken, remote, version, manifestUrl });
    const server = await serveRemote({ remote, releasesDir: config.releasesDir, port: config.ports[remote], allowedOrigins: [config.shellOrigin] });
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));
    fallbackRegistry.remotes.push({ name: remote, version: 'current', manifestUrl: `${config.remoteOrigin(remote)}/current/mf-manifest.json` });
  }
  const shell = await serveShell({
    distDir: join(ROOT, 'apps', 'shell', 'dist'),
    port: config.ports.shell,
    apiUrl: config.apiUrl,
    fallbackRegistry,
    embedRegistry: true,
  });
  cleanups.push(() => new Promise((resolve) => shell.close(resolve)));

  say('ready:');
  say(`  shop (shell)      ${config.shellOrigin}`);
  say(`  api               ${config.apiUrl}/api  (docs ${config.apiUrl}/api/docs, health ${config.apiUrl}/api/health)`);
  for (const remote of REMOTES) say(`  ${remote.padEnd(17)} ${config.remoteOrigin(remote)}/current/mf-manifest.json`);
  if (mailCatcherUrl) say(`  mail catcher      ${mailCatcherUrl}`);
  say('Press Ctrl+C to stop.');
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

main().catch(async (error) => {
  console.error(`[harman] ${error.message}`);
  await stop(1);
});
