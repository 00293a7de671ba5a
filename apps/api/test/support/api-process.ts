import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface ApiProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
  /** Kills the process at once (SIGKILL, a crash: no shutdown hooks run) and resolves when it is gone. */
  kill(): Promise<void>;
  /** SIGTERM and no SIGKILL after it: resolves with the exit code the process's own shutdown chose. */
  terminate(): Promise<number | null>;
}

/**
 * The api in a process of its own (not Jest's), from source, with the given environment. For properties that
 * must hold across separate api instances, such as the Redis-backed form limits.
 */
export function startApiProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ApiProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--require', join(__dirname, 'swc-register.cjs'), join(__dirname, 'api-process-main.ts')],
    { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  const kill = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  const terminate = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`api process did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, pid: child.pid!, stop, kill, terminate });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`api process exited with ${code}:\n${output}`));
    });
  });
}
