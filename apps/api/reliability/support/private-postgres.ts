import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/support/stack-process';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** `pg_ctl stop -m immediate`: every backend is gone at once, as in a crash. */
  crash(): void;
  start(): void;
  stop(): void;
}

/**
 * A PostgreSQL cluster of the test's own (initdb in a temp directory, trust auth, its own port): the shared server
 * on 5432 runs other people's tests and is never stopped. As root, the cluster runs as the `postgres` user.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'harman-rel-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = (binary: string, args: string[]) => {
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, binary), ...args]] : [join(BIN, binary), args];
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${binary} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    crash: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    start,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
