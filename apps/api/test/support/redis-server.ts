import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface RedisServer {
  url: string;
  /** SIGSTOP: the process hangs with its sockets open, as an overloaded or frozen Redis does. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/**
 * A throwaway `redis-server` of the test's own on a free port, no persistence. For outage tests: the shared Redis
 * on 6379 serves other people's stacks and must never be stopped or signalled.
 */
export async function startRedisServer(timeoutMs = 10_000): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop: async () => {
      if (!alive()) return;
      const exited = once(child, 'exit');
      // A stopped process acts on SIGKILL at once; it needs no SIGCONT first.
      child.kill('SIGKILL');
      await exited;
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
