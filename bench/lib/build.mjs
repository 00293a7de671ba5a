// Production builds: every project through Nx (with tools/nx-env.sh, so Nx keeps its files in the
// workspace), then the monolith comparison build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BENCH_DIR, LOG_DIR, REMOTES, ROOT } from './config.mjs';
import { runLogged, tail } from './processes.mjs';

export const MONOLITH_DIST = join(BENCH_DIR, 'monolith', 'dist');

/** `nx run-many -t build`; a failed project is reported, not thrown, so the rest can still be measured. */
export async function buildAll() {
  const logFile = join(LOG_DIR, 'build.log');
  const code = await runLogged('bash', ['-c', 'source tools/nx-env.sh && exec node_modules/.bin/nx run-many -t build --output-style=static'], {
    logFile,
  });
  const failed = code === 0 ? [] : [...readFileSync(logFile, 'utf8').matchAll(/^- (\S+):build$/gm)].map((m) => m[1]);
  return { ok: code === 0, failed, logFile, tail: code === 0 ? '' : tail(logFile, 25) };
}

export function frontEndsBuilt() {
  const missing = ['shell', ...REMOTES.map((r) => `${r}-mfe`)].filter((app) => !existsSync(join(ROOT, 'apps', app, 'dist', 'index.html')));
  return { ok: missing.length === 0, missing };
}

export function apiBuilt() {
  return existsSync(join(ROOT, 'apps', 'api', 'dist', 'main.js'));
}

/** Builds bench/monolith and checks the federation runtime really is absent from it. */
export async function buildMonolith() {
  const logFile = join(LOG_DIR, 'monolith-build.log');
  const code = await runLogged(join(ROOT, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: join(BENCH_DIR, 'monolith'),
    env: { NODE_ENV: 'production', MONOLITH_DIST_DIR: MONOLITH_DIST },
    logFile,
  });
  if (code !== 0) throw new Error(`monolith build failed:\n${tail(logFile, 25)}`);
  const jsDir = join(MONOLITH_DIST, 'static', 'js');
  const files = readdirSync(jsDir, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  const withRuntime = files.filter((f) => readFileSync(join(jsDir, f), 'utf8').includes('__FEDERATION__'));
  if (withRuntime.length) throw new Error(`monolith build contains the federation runtime (${withRuntime.join(', ')}): the @harman/platform alias did not apply`);
  return { distDir: MONOLITH_DIST };
}
