#!/usr/bin/env node
// The browser tests' stacks, one per Playwright worker, started side by side (Playwright starts the entries of
// a webServer array one after another, which doubled the wait with two workers). Each stack is
// `start.mjs --no-build --fresh-db` with its own environment, from E2E_STACKS (a JSON array, apps/e2e/stack.ts).
// Prints 'all N stacks ready' once every one is, and stops them all when it is stopped or one of them fails.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './config.mjs';

const stacks = JSON.parse(process.env.E2E_STACKS ?? '[]');
if (!Array.isArray(stacks) || stacks.length === 0) {
  console.error('[stacks] E2E_STACKS must list at least one stack environment');
  process.exit(2);
}

const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

let ready = 0;
const started = Date.now();
stacks.forEach((env, index) => {
  const child = spawn('node', [join(ROOT, 'tools/stack/start.mjs'), '--no-build', '--fresh-db', env.E2E_DATABASE], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (data) => {
      const lines = (rest + data.toString()).split('\n');
      rest = lines.pop();
      for (const line of lines) {
        out.write(`[stack ${index}] ${line}\n`);
        if (out === process.stdout && line.includes('Press Ctrl+C to stop.')) {
          ready += 1;
          console.log(`[stacks] stack ${index} ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);
          if (ready === stacks.length) console.log(`[stacks] all ${stacks.length} stacks ready`);
        }
      }
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`[stacks] stack ${index} stopped (exit ${code})`);
    stopAll(code || 1);
  });
});
