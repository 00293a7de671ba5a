import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface WorkerProcess {
  pid: number;
  /** SIGKILL: a crash, no shutdown hook runs; resolves when the process is gone. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** SIGTERM and no SIGKILL after it: resolves with the exit code the process's own shutdown chose. */
  terminate(): Promise<number | null>;
}

/** The queue workers in a process of their own, from source (as `npm run start:worker` runs the build). */
export function startWorkerProcess(env: Record<string, string>, timeoutMs = 120_000): Promise<WorkerProcess> {
  const child = spawn(
    process.execPath,
    ['--require', join(__dirname, '..', '..', 'test', 'support', 'swc-register.cjs'), join(__dirname, 'worker-process-main.ts')],
    { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (gone()) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
      if (signal === 'SIGTERM') setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
  const terminate = () =>
    new Promise<number | null>((resolve) => {
      if (gone()) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void end('SIGKILL');
      reject(new Error(`worker process did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('WORKING')) {
        clearTimeout(timer);
        resolve({ pid: child.pid!, kill: () => end('SIGKILL'), stop: () => end('SIGTERM'), terminate });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`worker process exited (${code ?? signal}) before it started:\n${output}`));
    });
  });
}
