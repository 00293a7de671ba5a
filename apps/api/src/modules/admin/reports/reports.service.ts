import { Injectable } from '@nestjs/common';
import { LOW_STOCK_THRESHOLD, type SalesReport, type reportQuerySchema } from '@harman/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';

type Params = z.output<typeof reportQuerySchema>;

/**
 * The orders counted as sales in a date range (Istanbul days, `to` included): paid or refunded, not cancelled;
 * revenue is what was kept (total less refunds). `$1`, `$2` are the days.
 */
const SALES = `
  SELECT o.* FROM orders o
  WHERE o.created_at >= ($1::date)::timestamp AT TIME ZONE 'Europe/Istanbul'
    AND o.created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul')
    AND o.status <> 'cancelled' AND o.payment_status IN ('paid', 'refunded')`;

/** The grouping is an allowlist: only these three expressions reach the SQL text. */
const PERIOD: Record<Params['groupBy'], string> = {
  day: `to_char(date_trunc('day', s.created_at AT TIME ZONE 'Europe/Istanbul'), 'YYYY-MM-DD')`,
  week: `to_char(date_trunc('week', s.created_at AT TIME ZONE 'Europe/Istanbul'), 'IYYY-"W"IW')`,
  month: `to_char(date_trunc('month', s.created_at AT TIME ZONE 'Europe/Istanbul'), 'YYYY-MM')`,
};

/** Admin › Raporlar: every figure is an SQL aggregate over the range, never orders loaded into memory. */
@Injectable()
export class ReportsService {
  constructor(private readonly dataSource: DataSource) {}

  async sales(params: Params): Promise<SalesReport> {
    const range = [params.from, params.to];
    const [[totals], series, byProduct, byCategory, topCustomers, lowStock] = await Promise.all([
      this.dataSource.query<{ orders: number; revenue: number; units: number }[]>(
        `WITH s AS (${SALES})
         SELECT count(*)::int AS orders, COALESCE(SUM(s.total - s.refunded_amount), 0)::int AS revenue,
           COALESCE((SELECT SUM(l.quantity) FROM order_lines l WHERE l.order_id IN (SELECT id FROM s)), 0)::int AS units
         FROM s`,
        range,
      ),
      this.dataSource.query<{ period: string; orders: number; revenue: number }[]>(
        `WITH s AS (${SALES})
         SELECT ${PERIOD[params.groupBy]} AS period, count(*)::int AS orders, SUM(s.total - s.refunded_amount)::int AS revenue
         FROM s GROUP BY 1 ORDER BY 1`,
        range,
      ),
      this.dataSource.query<{ id: string | null; name: string; units: number; revenue: number }[]>(
        `WITH s AS (${SALES})
         SELECT l.product_id AS id, min(l.name) AS name, SUM(l.quantity)::int AS units, SUM(l.line_total)::int AS revenue
         FROM order_lines l JOIN s ON s.id = l.order_id GROUP BY l.product_id ORDER BY revenue DESC LIMIT 20`,
        range,
      ),
      this.dataSource.query<{ slug: string | null; name: string; units: number; revenue: number }[]>(
        `WITH s AS (${SALES})
         SELECT c.slug, COALESCE(min(c.name), '—') AS name, SUM(l.quantity)::int AS units, SUM(l.line_total)::int AS revenue
         FROM order_lines l JOIN s ON s.id = l.order_id
         LEFT JOIN products p ON p.id = l.product_id LEFT JOIN categories c ON c.id = p.category_id
         GROUP BY c.slug ORDER BY revenue DESC`,
        range,
      ),
      this.dataSource.query<{ email: string; orders: number; revenue: number }[]>(
        `WITH s AS (${SALES})
         SELECT s.email, count(*)::int AS orders, SUM(s.total - s.refunded_amount)::int AS revenue
         FROM s GROUP BY s.email ORDER BY revenue DESC LIMIT 10`,
        range,
      ),
      this.dataSource.query<{ id: string; name: string; sku: string; available: number }[]>(
        `SELECT p.id, p.name, i.sku, (i.quantity - i.reserved_quantity)::int AS available
         FROM inventory i JOIN products p ON p.id = i.product_id
         WHERE p.is_active AND i.quantity - i.reserved_quantity <= $1 ORDER BY available, p.name LIMIT 50`,
        [LOW_STOCK_THRESHOLD],
      ),
    ]);
    return {
      from: params.from,
      to: params.to,
      groupBy: params.groupBy,
      totals: { ...totals, averageOrderValue: totals.orders > 0 ? Math.round(totals.revenue / totals.orders) : 0 },
      series,
      byProduct,
      byCategory,
      topCustomers,
      lowStock,
    };
  }
}
