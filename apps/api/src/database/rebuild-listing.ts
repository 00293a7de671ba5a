import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/**
 * Recreates the shop's listing read model (`product_listing` and its category counts) from the catalogue in one
 * statement, so in one transaction: readers see the old rows until it commits. The triggers keep it current afterwards; this is for
 * a database restored from elsewhere, or to prove the read model equals its source.
 */
export async function rebuildListing(dataSource: DataSource): Promise<number> {
  return dataSource.transaction(async (manager) => {
    // Past the pool's statement limit at scale (about a minute at 100,000 products, the search tokens included).
    await manager.query(`SET LOCAL statement_timeout = 0`);
    const [{ rows }] = await manager.query<{ rows: number }[]>(`SELECT rebuild_product_listing() AS rows`);
    return rows;
  });
}

async function main(): Promise<void> {
  const dataSource = new DataSource({ ...dataSourceOptions(loadConfig()), logging: ['error'] });
  await dataSource.initialize();
  try {
    const rows = await rebuildListing(dataSource);
    console.log(`Rebuilt the product listing: ${rows} products.`);
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
