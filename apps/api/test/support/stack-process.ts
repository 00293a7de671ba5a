import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..', '..', '..');

/** What `npm start` needs already built when it runs with --no-build. */
const BUILDS = ['apps/api/dist/main.js', 'apps/shell/dist/index.html', 'apps/storefront-mfe/dist/mf-manifest.json'];

export function assertBuilt(): void {
  const missing = BUILDS.filter((file) => !existsSync(join(REPO_ROOT, file)));
  if (missing.length) throw new Error(`These tests run npm start --no-build: build first (npm run build). Missing: ${missing.join(', ')}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** True when a server could listen on `port` now (on every interface, as the stack does). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export interface StackProcess {
  child: ChildProcess;
  /** Everything printed so far, stdout and stderr, line by line in arrival order. */
  lines: string[];
  /** Resolves with the exit code (null after a signal) when the process has ended. */
  exited: Promise<number | null>;
  /** Resolves with the lines printed before the 'ready' line; rejects if the stack ends first. */
  ready: Promise<string[]>;
}

/** `npm start`'s script (`node tools/stack/start.mjs`) with exactly `env` (plus PATH and HOME). */
export function startStack(env: Record<string, string>, args: string[] = ['--no-build']): StackProcess {
  const child = spawn(process.execPath, ['tools/stack/start.mjs', ...args], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so a failed test can end the stack and everything it started at once.
    detached: true,
  });
  const lines: string[] = [];
  let readyResolve: (lines: string[]) => void = () => undefined;
  let readyReject: (error: Error) => void = () => undefined;
  const ready = new Promise<string[]>((resolve, reject) => {
    readyResolve = resolve;
    readyReject = reject;
  });
  const take = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line === '') continue;
      if (/^\[harman\] ready\b/.test(line)) readyResolve([...lines]);
      lines.push(line);
    }
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  // A stack expected to fail is never awaited for 'ready': its rejection is not an unhandled one.
  ready.catch(() => undefined);
  void exited.then((code) => readyReject(new Error(`the stack exited (${code}) before 'ready':\n${lines.join('\n')}`)));
  return { child, lines, exited, ready };
}

/** Ends a stack left running by a failed test; a no-op when it has ended. */
export async function killStack(stack: StackProcess | undefined): Promise<void> {
  if (!stack || stack.child.exitCode !== null || stack.child.signalCode !== null) return;
  process.kill(-stack.child.pid!, 'SIGKILL');
  await stack.exited;
}
