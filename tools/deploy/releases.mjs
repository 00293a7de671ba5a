// Deploying one remote alone: build it into a versioned folder, publish it where its origin serves it,
// and make it the active release in the api's registry. The shell is never rebuilt.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync, symlinkSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES, ROOT } from '../stack/config.mjs';
import { assertShellProvides } from './shell-compat.mjs';

export function assertRemote(remote) {
  if (!REMOTES.includes(remote)) throw new Error(`Unknown remote '${remote}'. Use one of: ${REMOTES.join(', ')}`);
}

export function appDir(remote) {
  return join(ROOT, 'apps', `${remote}-mfe`);
}

export function defaultVersion(remote) {
  const { version } = JSON.parse(readFileSync(join(appDir(remote), 'package.json'), 'utf8'));
  const stamp = new Date().toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${version}-${stamp}`;
}

/** Production build of one remote into a fresh folder, tagged with its release version. */
export function buildRemote(remote, version) {
  const outDir = mkdtempSync(join(tmpdir(), `harman-${remote}-`));
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'rsbuild'), ['build'], {
    cwd: appDir(remote),
    env: { ...process.env, NODE_ENV: 'production', RELEASE_VERSION: version, DIST_DIR: outDir },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`Build of ${remote} failed`);
  return outDir;
}

/**
 * Copies a build to `<releasesDir>/<remote>/<version>` and, unless it is a canary, points `current` (what the
 * shell's fallback registry names) at it.
 */
export function publishRelease({ remote, version, buildDir, releasesDir, canary = false }) {
  const target = join(releasesDir, remote, version);
  if (existsSync(target)) rmSync(target, { recursive: true });
  cpSync(buildDir, target, { recursive: true });
  if (!canary) pointCurrentAt({ remote, version, releasesDir });
  return target;
}

export function pointCurrentAt({ remote, version, releasesDir }) {
  const link = join(releasesDir, remote, 'current');
  const temporary = `${link}.${process.pid}`;
  symlinkSync(version, temporary);
  renameSync(temporary, link); // atomic swap: the origin never serves a missing `current`
}

export function currentVersion({ remote, releasesDir }) {
  const link = join(releasesDir, remote, 'current');
  return existsSync(link) ? readlinkSync(link) : null;
}

async function registryCall(apiUrl, token, path, body) {
  const response = await fetch(`${apiUrl}/api/platform/remotes/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  const payload = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`Registry answered ${response.status}: ${payload.message ?? ''}`);
  return payload;
}

/** Who ran the deploy, for Sürümler: DEPLOYED_BY, else the account's name. */
export function deployer() {
  const name = process.env.DEPLOYED_BY ?? process.env.USER ?? process.env.USERNAME ?? '';
  return name.replace(/[^\p{L}\p{N}\p{P}\p{S} ]/gu, '').slice(0, 100) || undefined;
}

export function activateRelease({ apiUrl, token, remote, version, manifestUrl, canaryPercent }) {
  return registryCall(apiUrl, token, `${remote}/releases`, { version, manifestUrl, canaryPercent, deployedBy: deployer() });
}

export function promoteRelease({ apiUrl, token, remote }) {
  return registryCall(apiUrl, token, `${remote}/promote`);
}

/** The canary becomes everyone's release; `current` follows it. */
export async function promoteCanary({ remote, config }) {
  assertRemote(remote);
  const release = await promoteRelease({ apiUrl: config.apiUrl, token: config.deployToken, remote });
  pointCurrentAt({ remote, version: release.version, releasesDir: config.releasesDir });
  return release;
}

export function rollbackRelease({ apiUrl, token, remote }) {
  return registryCall(apiUrl, token, `${remote}/rollback`);
}

/**
 * Build, publish and activate: the whole deploy of one remote. With `canaryPercent` below 100 it goes to that
 * share of visitors only (the registry places each visitor by cohort) and `current` stays on the stable release.
 */
export async function deployRemote({ remote, version = defaultVersion(remote), config, buildDir, canaryPercent }) {
  assertRemote(remote);
  const canary = canaryPercent !== undefined && canaryPercent < 100;
  const ownBuild = !buildDir;
  const dir = buildDir ?? buildRemote(remote, version);
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
    await assertShellProvides({ remote, manifest, shellOrigin: config.shellOrigin });
    publishRelease({ remote, version, buildDir: dir, releasesDir: config.releasesDir, canary });
  } finally {
    if (ownBuild) rmSync(dir, { recursive: true, force: true });
  }
  const manifestUrl = `${config.remoteOrigin(remote)}/${version}/mf-manifest.json`;
  await activateRelease({ apiUrl: config.apiUrl, token: config.deployToken, remote, version, manifestUrl, canaryPercent });
  return { remote, version, manifestUrl, canaryPercent: canary ? canaryPercent : undefined };
}
