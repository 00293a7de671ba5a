// Finds the database, Redis and SMTP the platform uses: the environment first, then local services on
// their standard ports, then (for the database only) an embedded PostgreSQL through PGlite's socket.
import net from 'node:net';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './config.mjs';

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
  await server.start();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, poolMax: 1, close: async () => { await server.stop(); await db.close(); } };
}

export async function resolveDatabase({ database = 'harman' } = {}) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, kind: 'from DATABASE_URL', close: async () => {} };
  if (await portAnswers(5432)) {
    return { url: `postgres://postgres@127.0.0.1:5432/${database}`, kind: 'local PostgreSQL', ensure: database, close: async () => {} };
  }
  const embedded = await startEmbeddedPostgres(Number(process.env.PGLITE_PORT ?? 5433));
  return { ...embedded, kind: 'embedded PGlite' };
}

export async function resolveRedis() {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (await portAnswers(6379)) return 'redis://127.0.0.1:6379';
  return null;
}

/** Creates the database on a local server if it is missing (trust auth, as on developer machines). */
export async function ensureDatabase(name, { drop = false } = {}) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    if (drop) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
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
