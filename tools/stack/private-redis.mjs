// A Redis of the stack's own, for machines where none runs: started through redis-memory-server, on the
// `redis-server` the machine has (a package manager's, even when its service is stopped) or, where there is none,
// one that redis-memory-server builds once from source and caches (a C compiler, make and the internet, once).
// Its data stays in an append-only file under .data/, so mail queued before a restart is sent after it.
import { accessSync, constants, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Debian's and Homebrew's places, for a PATH without the sbin directories. */
const USUAL_PLACES = ['/usr/bin', '/usr/sbin', '/usr/local/bin', '/opt/homebrew/bin'];

/** The `redis-server` on the PATH (or in a usual place), or undefined. */
export function findRedisServer(path = process.env.PATH ?? '') {
  for (const dir of [...path.split(delimiter).filter(Boolean), ...USUAL_PLACES]) {
    const candidate = join(dir, 'redis-server');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}

/**
 * Starts the private Redis on a free port of 127.0.0.1. It runs in its own process group, so a Ctrl+C at the
 * terminal reaches the stack first, which stops the api before Redis (the api's workers close cleanly).
 * @returns {Promise<{ url: string, binary: string, dataDir: string, close: () => Promise<void> }>}
 */
export async function startPrivateRedis({ dataDir }) {
  const { RedisMemoryServer } = await import('redis-memory-server');
  mkdirSync(dataDir, { recursive: true });
  const systemBinary = process.env.REDISMS_SYSTEM_BINARY ?? findRedisServer();
  const server = await RedisMemoryServer.create({
    binary: systemBinary ? { systemBinary } : {},
    instance: {
      ip: '127.0.0.1',
      // After redis-memory-server's own `--save '' --appendonly no`: later arguments win.
      args: ['--appendonly', 'yes', '--appendfsync', 'everysec', '--maxmemory-policy', 'noeviction', '--dir', dataDir],
    },
    spawn: { detached: true },
  });
  const url = `redis://${await server.getHost()}:${await server.getPort()}`;
  return {
    url,
    binary: systemBinary ?? 'built by redis-memory-server',
    dataDir,
    close: async () => {
      await server.stop();
    },
  };
}
