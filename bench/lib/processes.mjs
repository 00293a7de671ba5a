// Child processes of the bench: commands whose output goes to a log file, long-running servers in their
// own process group (so stopping one stops everything it started), and waiting for a URL to answer.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { ROOT } from './config.mjs';

function logStream(logFile) {
  mkdirSync(dirname(logFile), { recursive: true });
  return openSync(logFile, 'w');
}

/** Runs a command to completion, output to `logFile`; resolves with its exit code. */
export function runLogged(command, args, { cwd = ROOT, env = {}, logFile }) {
  const fd = logStream(logFile);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
    child.once('error', (error) => { closeSync(fd); reject(error); });
    child.once('exit', (code, signal) => { closeSync(fd); resolve(code ?? (signal ? 1 : 0)); });
  });
}

/** Starts a server as the leader of a new process group; stop it with `stopGroup`. */
export function startGroup(command, args, { cwd = ROOT, env = {}, logFile }) {
  const fd = logStream(logFile);
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd], detached: true });
  closeSync(fd);
  child.logFile = logFile;
  return child;
}

const exited = (child) => child.exitCode !== null || child.signalCode !== null;

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

/** SIGTERM to the whole group, SIGKILL after `graceMs` if its leader has not exited. */
export async function stopGroup(child, graceMs = 10_000) {
  if (!child?.pid) return;
  if (!exited(child)) {
    const done = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    const timer = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout'));
    if ((await Promise.race([done, timer])) === 'timeout') signalGroup(child, 'SIGKILL');
  }
  // Whatever the leader left behind (it may exit before its children).
  signalGroup(child, 'SIGKILL');
}

/** Last resort on process exit: synchronous SIGKILL to a group. */
export function killGroupNow(child) {
  if (child?.pid) signalGroup(child, 'SIGKILL');
}

export function tail(file, lines = 30) {
  if (!file || !existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

/** Polls `url` until it answers 2xx; fails early when `child` exits. */
export async function waitForUrl(url, { timeoutMs = 90_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && exited(child)) throw new Error(`${url}: the process serving it exited (code ${child.exitCode})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
