import { randomBytes } from 'node:crypto';
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

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database `harman_test_<random>`; returns its URL. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const name = `harman_test_${randomSuffix()}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
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
