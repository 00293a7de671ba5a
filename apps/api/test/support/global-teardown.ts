// The api project's global tear-down (jest.config.js): drops every database of the run in one sweep.
import { dropDatabasesStartingWith, RUN_DATABASE_PREFIX } from './test-database';

export default async function globalTeardown(): Promise<void> {
  await dropDatabasesStartingWith(RUN_DATABASE_PREFIX);
}
