import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import type { DataSource } from 'typeorm';

/** Statement shapes named per process; past this many a query is sent unnamed (planned anew, as TypeORM does). */
const MAX_NAMED = 200;
const names = new Map<string, string>();

/**
 * A read sent as a named prepared statement on TypeORM's own pool: PostgreSQL parses and plans each statement
 * shape once per connection instead of on every request (the shop's list: its counts query is a recursive CTE whose
 * planning cost more than its execution). For hot, fixed-shape reads only: the name is the SQL's hash, so a new
 * shape is a new statement.
 */
export async function preparedQuery<T>(dataSource: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `h_${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
  }
  // TypeORM's PostgreSQL driver keeps node-postgres's pool as `master`.
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  const result = await pool.query<T & Record<string, unknown>>(name ? { name, text: sql, values: params } : { text: sql, values: params });
  return result.rows;
}
