import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import { dataSourceOptions } from '../data-source-options';
import { seedCatalog } from './seed-catalog';
import { seedDemoAccounts } from './seed-demo-accounts';

/** `npm run seed -w @harman/api`: the development catalogue, safe to run again. */
async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = new DataSource({ ...dataSourceOptions(config), logging: ['error'] });
  await dataSource.initialize();
  try {
    const { categories, products } = await seedCatalog(dataSource);
    console.log(`Seeded ${categories} categories and ${products} products.`);
    const accounts = await seedDemoAccounts(dataSource, config);
    if (accounts.length > 0) console.log(`Seeded demo accounts: ${accounts.join(', ')}.`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
