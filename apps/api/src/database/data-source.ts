import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/**
 * The compiled data source for the TypeORM CLI, e.g.
 * `npx typeorm migration:show -d apps/api/dist/database/data-source.js`.
 */
export default new DataSource(dataSourceOptions(loadConfig()));
