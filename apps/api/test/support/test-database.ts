import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { runMigrations } from '../../src/database/migrate';
import { seedCatalog } from '../../src/database/seed/seed-catalog';

/** The maintenance database of the local PostgreSQL (trust auth), used to create and drop test databases. */
export const ADMIN_DATABASE_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function randomSuffix(): string {
  return randomBytes(6).toString('hex');
}

/**
 * A test database need not outlive a server crash: its commits skip the wait for the disk (measured: 2 ms a
 * commit here, a fifth of that without). The server's own setting is left alone.
 */
const FAST_COMMITS = 'SET synchronous_commit = off';

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The run's id, set by the api project's global set-up (global-setup.ts), so the run's databases can be
 * dropped together at its end; a suite run without it gets its own.
 */
const RUN_ID = (process.env.HARMAN_TEST_RUN ??= randomSuffix());
export const RUN_DATABASE_PREFIX = `harman_test_${RUN_ID}_`;

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, empty database `harman_test_<run>_<random>`; returns its URL. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const name = `${RUN_DATABASE_PREFIX}${randomSuffix()}`;
  await admin(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    await client.query(`ALTER DATABASE ${name} ${FAST_COMMITS}`);
  });
  return { name, url: databaseUrl(name) };
}

/**
 * A fresh database migrated and seeded, as `migrate.js` and `run-seed.js` leave it: a copy of a template made
 * once (measured: migrations and seed took 3.6 s per suite, a copy of the template about 0.2 s).
 */
export async function createSeededTestDatabase(): Promise<{ name: string; url: string }> {
  const template = await seededTemplate();
  const name = `${RUN_DATABASE_PREFIX}${randomSuffix()}`;
  await admin(async (client) => {
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await client.query(`ALTER DATABASE ${name} ${FAST_COMMITS}`);
  });
  return { name, url: databaseUrl(name) };
}

/**
 * Dropping waits for a checkpoint of the whole server (3.4 s measured on a busy machine), so a database of
 * this run is left for the run's end (global-teardown.ts drops them all); another is dropped now.
 */
export async function dropTestDatabase(name: string): Promise<void> {
  if (process.env.HARMAN_TEST_RUN_TEARDOWN === '1' && name.startsWith(RUN_DATABASE_PREFIX)) return;
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Drops at once: each drop waits for a checkpoint, and drops waiting together share one. */
const DROPS_AT_ONCE = 16;

/**
 * Drops every database whose name starts with `prefix` (the end of a run), several side by side: one after
 * the other, 60 drops took about a minute (a checkpoint each); side by side they wait for the same few.
 */
export async function dropDatabasesStartingWith(prefix: string): Promise<number> {
  const names = await admin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${prefix}%`]);
    return rows.map((row) => row.datname);
  });
  const queue = [...names];
  const dropper = () =>
    admin(async (client) => {
      for (let name = queue.shift(); name; name = queue.shift()) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  await Promise.all(Array.from({ length: Math.min(DROPS_AT_ONCE, queue.length) }, dropper));
  return names.length;
}

/**
 * What the template holds depends on the migrations and the seed (their source) and on the day (the seed dates
 * products relative to today): a change to either makes a new template, so a stale one is never copied.
 */
function templateName(): string {
  const databaseDir = join(__dirname, '..', '..', 'src', 'database');
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const folder of ['migrations', 'seed']) {
    for (const file of readdirSync(join(databaseDir, folder)).sort()) hash.update(file).update(readFileSync(join(databaseDir, folder, file)));
  }
  return `harman_tpl_${hash.digest('hex').slice(0, 16)}`;
}

let template: Promise<string> | undefined;
function seededTemplate(): Promise<string> {
  template ??= buildTemplateOnce(templateName());
  return template;
}

/**
 * Built under a private name and renamed when complete, so a process side by side never copies a half-built
 * template; the one that loses the rename drops its own.
 */
async function buildTemplateOnce(name: string): Promise<string> {
  const exists = await admin((client) => client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]));
  if (exists.rowCount) return name;
  const building = `${name}_building_${randomSuffix()}`;
  await admin((client) => client.query(`CREATE DATABASE ${building}`));
  // Only the data source's part of the configuration is read.
  await migrateAndSeed({ database: { url: databaseUrl(building), poolMax: 2 } } as AppConfig);
  await admin(async (client) => {
    try {
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    } catch {
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
  });
  return name;
}

/** Runs the real migrations and the seed, as `migrate.js` and `run-seed.js` do. */
export async function migrateAndSeed(config: AppConfig): Promise<void> {
  const dataSource = new DataSource({ ...dataSourceOptions(config), logging: false });
  await dataSource.initialize();
  try {
    await runMigrations(dataSource);
    await seedCatalog(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
