#!/usr/bin/env node
// Fails when `npm install` would rewrite package-lock.json: a lock that lacks another platform's optional binaries,
// or that no longer matches a package.json, makes `npm ci` refuse it on a fresh clone and leaves the tree dirty after
// `npm install`. npm computes the lock in a copy of the manifests (package.json files only, nothing installed), so
// the work tree is never touched; it asks only the npm registry.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const LOCK = 'package-lock.json';

const { workspaces = [] } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
/** `apps/*` → `apps/<each>/package.json` (the only pattern shape used; Node 20 has no fs glob). */
const workspaceManifests = (pattern) => {
  const parent = pattern.replace(/\/\*$/, '');
  if (parent === pattern) return [`${pattern}/package.json`];
  return readdirSync(join(ROOT, parent)).map((name) => `${parent}/${name}/package.json`);
};
const manifests = ['package.json', LOCK, '.npmrc', ...workspaces.flatMap(workspaceManifests)];

/** Which package entries `npm install` would add, drop or change, the first few named. */
function describeChange(before, after) {
  const packagesOf = (text) => JSON.parse(text).packages ?? {};
  const [old, next] = [packagesOf(before), packagesOf(after)];
  const names = (list) => `${list.slice(0, 3).join(', ')}${list.length > 3 ? ` and ${list.length - 3} more` : ''}`;
  const added = Object.keys(next).filter((key) => !(key in old));
  const dropped = Object.keys(old).filter((key) => !(key in next));
  const changed = Object.keys(next).filter((key) => key in old && JSON.stringify(next[key]) !== JSON.stringify(old[key]));
  const parts = [
    added.length && `it would add ${names(added)}`,
    dropped.length && `drop ${names(dropped)}`,
    changed.length && `change ${names(changed)}`,
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : 'it would reformat it';
}

const copy = mkdtempSync(join(tmpdir(), 'harman-lock-'));
try {
  for (const file of manifests.filter((name) => existsSync(join(ROOT, name)))) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(copy, file));
  }
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: copy,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 300_000,
  });
  const before = readFileSync(join(ROOT, LOCK), 'utf8');
  const after = readFileSync(join(copy, LOCK), 'utf8');
  if (before !== after) {
    console.error(`${LOCK} is not what \`npm install\` makes of the package.json files: ${describeChange(before, after)}.`);
    console.error(`Run \`npm install\` and commit ${LOCK} together with the package.json change.`);
    process.exitCode = 1;
  } else {
    console.log(`${LOCK} is complete: npm install leaves it as it is.`);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
