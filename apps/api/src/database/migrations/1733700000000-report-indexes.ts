import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin › Raporlar reads only the orders counted as sales, by date, and their lines by order (bench line 11, 100,000
 * orders): covering indexes so both are index-only reads of the columns the reports sum, with no visit to the
 * order rows (their addresses and snapshots) nor to the lines' names except the per-product report's.
 */
export class ReportIndexes1733700000000 implements MigrationInterface {
  name = 'ReportIndexes1733700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX orders_sales_idx ON orders (created_at) INCLUDE (id, email, total, refunded_amount)
      WHERE status <> 'cancelled' AND payment_status IN ('paid', 'refunded')`);
    await queryRunner.query(`CREATE INDEX order_lines_sales_idx ON order_lines (order_id) INCLUDE (product_id, quantity, line_total)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX order_lines_sales_idx`);
    await queryRunner.query(`DROP INDEX orders_sales_idx`);
  }
}
