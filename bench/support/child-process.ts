// Processes the TypeScript benches start (an api, a worker, a bare baseline): each writes its log to a file and
// says `LISTENING` on stderr once it serves.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';

/** Starts `node <args>` with only `env` (and PATH), stdout to `logFile`; resolves once it says LISTENING. */
export function startListening(args: string[], env: Record<string, string>, logFile: string): Promise<ChildProcess> {
  const log = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', log, 'pipe'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/LISTENING/.test(output)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}: ${output}`)));
  });
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise<void>((resolve) => {
    child.removeAllListeners('exit');
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}
