import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/** Applies pending migrations (each in its own transaction) and reports what ran. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  return applied.map((migration) => migration.name);
}

async function main(): Promise<void> {
  const dataSource = new DataSource({ ...dataSourceOptions(loadConfig()), logging: ['error'] });
  await dataSource.initialize();
  try {
    const applied = await runMigrations(dataSource);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'No pending migrations.');
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
