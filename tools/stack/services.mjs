// Finds the database, Redis and SMTP the platform uses: the environment first, then local services on
// their standard ports, then one the stack starts itself: an embedded PostgreSQL through PGlite's socket, a
// private redis-server. A service that cannot be had is a StackError saying what to do.
import net from 'node:net';
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './config.mjs';
import { startPrivateRedis } from './private-redis.mjs';
import { StackError } from './progress.mjs';

const LOCAL_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function portAnswers(port, host = '127.0.0.1', timeoutMs = 500) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Starts PGlite behind a PostgreSQL wire-protocol socket; one connection at a time (pool max 1). */
async function startEmbeddedPostgres(port) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const dataDir = join(ROOT, '.data', 'pglite');
  mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1' });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    if (error.code !== 'EADDRINUSE') throw error;
    throw new StackError(`Port ${port} (embedded PostgreSQL) is in use.`, 'Stop what listens on it, or move it with PGLITE_PORT=<port>.');
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, poolMax: 1, close: async () => { await server.stop(); await db.close(); } };
}

/** `url` without its password, for messages. */
export function safeUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Connects once, so a database that refuses is named before migrations run into it. */
async function assertDatabaseAnswers(url, hint) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new StackError(`The database at ${safeUrl(url)} refused the connection (${error.message}).`, hint);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * DATABASE_URL, else a local PostgreSQL on 127.0.0.1:5432 (its database created when missing), else the embedded
 * one. `kind` says which, for the start-up line.
 */
export async function resolveDatabase({ database = 'harman', drop = false } = {}) {
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    await assertDatabaseAnswers(url, 'Start that PostgreSQL, or unset DATABASE_URL to use a local or an embedded one.');
    return { url, kind: `DATABASE_URL (${safeUrl(url)})`, close: async () => {} };
  }
  if (await portAnswers(5432)) {
    await assertDatabaseAnswers(
      LOCAL_ADMIN_URL,
      'Let local connections in (trust auth, as on developer machines), or set DATABASE_URL to a database you can use.',
    );
    await ensureDatabase(database, { drop });
    return { url: `postgres://postgres@127.0.0.1:5432/${database}`, kind: `local PostgreSQL, database ${database}`, close: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(Number(process.env.PGLITE_PORT ?? 5433));
  return { ...embedded, kind: 'embedded PGlite (one connection at a time), data in .data/pglite' };
}

/**
 * REDIS_URL, else a Redis on 127.0.0.1:`localPort`, else a private one the stack starts (private-redis.mjs).
 * @returns {Promise<{ url: string, kind: string, close: () => Promise<void> }>}
 */
export async function resolveRedis({ localPort = 6379, dataDir }) {
  if (process.env.REDIS_URL) {
    const url = process.env.REDIS_URL;
    const { hostname, port } = new URL(url);
    if (!(await portAnswers(Number(port || 6379), hostname.replace(/^\[|\]$/g, ''), 2_000))) {
      throw new StackError(`Nothing answers at REDIS_URL (${safeUrl(url)}).`, 'Start that Redis, or unset REDIS_URL to use a local or a private one.');
    }
    return { url, kind: `REDIS_URL (${safeUrl(url)})`, close: async () => {} };
  }
  if (await portAnswers(localPort)) {
    return { url: `redis://127.0.0.1:${localPort}`, kind: `local Redis on 127.0.0.1:${localPort}`, close: async () => {} };
  }
  let redis;
  try {
    redis = await startPrivateRedis({ dataDir });
  } catch (error) {
    throw new StackError(
      `No Redis: REDIS_URL is not set, nothing answers on 127.0.0.1:${localPort}, and a private one could not be started (${firstLine(error)}).`,
      'Install Redis (Debian: apt-get install redis-server; macOS: brew install redis), or a C compiler and make so it ' +
        'can be built once, or run `docker compose up -d redis`.',
    );
  }
  const where = relative(ROOT, redis.dataDir) || redis.dataDir;
  return { url: redis.url, kind: `private redis-server on ${redis.url.slice('redis://'.length)}, append-only data in ${where}`, close: redis.close };
}

const firstLine = (error) => String(error instanceof Error ? error.message : error).split('\n')[0];

/** Creates the database on a local server if it is missing (trust auth, as on developer machines). */
export async function ensureDatabase(name, { drop = false } = {}) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: LOCAL_ADMIN_URL });
  await client.connect();
  try {
    if (drop) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
    // A database made fresh each run (the browser tests') need not outlive a server crash: its commits skip
    // the wait for the disk (about 2 ms each here).
    if (drop) await client.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(name) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
