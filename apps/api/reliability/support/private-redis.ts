import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/support/stack-process';

export interface PrivateRedis {
  url: string;
  /** SIGKILL (a crash: no save on exit), then the same server on the same port and data directory again. */
  crash(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A `redis-server` of the test's own on a free port, append-only with a write per command (`appendfsync always`),
 * so a crash loses no acknowledged write. The shared Redis on 6379 serves other people's stacks and is never
 * signalled; this one may be killed and restarted at will.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'harman-rel-redis-'));
  let child: ChildProcess | undefined;
  const alive = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const start = async () => {
    const server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = server;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
      server.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited with ${code}:\n${output}`));
      });
    });
  };
  const kill = async () => {
    if (!alive()) return;
    const exited = once(child!, 'exit');
    child!.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    crash: kill,
    start,
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
