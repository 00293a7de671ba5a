import { LOW_STOCK_THRESHOLD } from '@harman/contracts';

export type ReportGrouping = 'day' | 'week' | 'month';

/** An order `o` that counts as sold: paid or refunded, not cancelled (the reports and the dashboard agree on it). */
export const SOLD_ORDER = `o.status <> 'cancelled' AND o.payment_status IN ('paid', 'refunded')`;

/**
 * The orders counted as sales in a date range (Istanbul days, `to` included); revenue is what was kept (total
 * less refunds). `$1`, `$2` are the days.
 */
const SALES_WHERE = `
  o.created_at >= ($1::date)::timestamp AT TIME ZONE 'Europe/Istanbul'
    AND o.created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul')
    AND ${SOLD_ORDER}`;
const SALES = `SELECT o.id, o.created_at, o.email, o.total - o.refunded_amount AS kept FROM orders o WHERE ${SALES_WHERE}`;

/** The grouping is an allowlist: only these three expressions reach the SQL text (truncated per row, named per group). */
const PERIOD: Record<ReportGrouping, { trunc: string; label: string }> = {
  day: { trunc: `date_trunc('day', s.created_at AT TIME ZONE 'Europe/Istanbul')`, label: `'YYYY-MM-DD'` },
  week: { trunc: `date_trunc('week', s.created_at AT TIME ZONE 'Europe/Istanbul')`, label: `'IYYY-"W"IW'` },
  month: { trunc: `date_trunc('month', s.created_at AT TIME ZONE 'Europe/Istanbul')`, label: `'YYYY-MM'` },
};

// Sums are float8, which pg hands over as JS numbers, exact for integers below 2^53: a year of a busy shop's kuruş
// passes int's 2^31 (21.4 million TL), where `::int` failed with 'integer out of range' (bench line 11).
export interface ReportQuery {
  sql: string;
  params: unknown[];
}

/**
 * Every query of Admin › Raporlar for a range, by name: the service runs them, and `npm run bench` times the same
 * text on 100,000 generated orders (bench/lib/reports-load.mjs). Rows come out in the contract's shape: a named
 * row has both names, `name` (Turkish) and `nameEn` (quoted alias), so the English panel needs no second query.
 * By product, the names are the order lines' own (what was sold, kept when a product is renamed or deleted).
 */
export function reportQueries(from: string, to: string, groupBy: ReportGrouping) {
  const range = [from, to];
  return {
    totals: {
      // Plain joins, no shared CTE: a CTE used three times is materialised and hides the range's size from the
      // planner (on 100,000 orders: ~100 ms for 30 days as a CTE, ~50 ms this way; the same ~150 ms for a year).
      sql: `SELECT count(*)::int AS orders, COALESCE(SUM(o.total - o.refunded_amount), 0)::float8 AS revenue,
          COALESCE((SELECT SUM(l.quantity) FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE ${SALES_WHERE}), 0)::float8 AS units
        FROM orders o WHERE ${SALES_WHERE}`,
      params: range,
    },
    series: {
      sql: `WITH s AS (${SALES})
        SELECT to_char(g.at, ${PERIOD[groupBy].label}) AS period, g.orders, g.revenue
        FROM (SELECT ${PERIOD[groupBy].trunc} AS at, count(*)::int AS orders, SUM(s.kept)::float8 AS revenue FROM s GROUP BY 1) g
        ORDER BY g.at`,
      params: range,
    },
    byProduct: {
      sql: `WITH s AS (${SALES})
        SELECT l.product_id AS id, min(l.name) AS name, min(l.name_en) AS "nameEn", SUM(l.quantity)::float8 AS units, SUM(l.line_total)::float8 AS revenue
        FROM order_lines l JOIN s ON s.id = l.order_id GROUP BY l.product_id ORDER BY revenue DESC LIMIT 20`,
      params: range,
    },
    byCategory: {
      sql: `WITH s AS (${SALES})
        SELECT c.slug, COALESCE(min(c.name), '—') AS name, COALESCE(min(c.name_en), '—') AS "nameEn",
          SUM(l.quantity)::float8 AS units, SUM(l.line_total)::float8 AS revenue
        FROM order_lines l JOIN s ON s.id = l.order_id
        LEFT JOIN products p ON p.id = l.product_id LEFT JOIN categories c ON c.id = p.category_id
        GROUP BY c.slug ORDER BY revenue DESC`,
      params: range,
    },
    topCustomers: {
      sql: `WITH s AS (${SALES})
        SELECT s.email, count(*)::int AS orders, SUM(s.kept)::float8 AS revenue
        FROM s GROUP BY s.email ORDER BY revenue DESC LIMIT 10`,
      params: range,
    },
    lowStock: {
      sql: `SELECT p.id, p.name, p.name_en AS "nameEn", i.sku, (i.quantity - i.reserved_quantity)::int AS available
        FROM inventory i JOIN products p ON p.id = i.product_id
        WHERE p.is_active AND i.quantity - i.reserved_quantity <= $1 ORDER BY available, p.name LIMIT 50`,
      params: [LOW_STOCK_THRESHOLD],
    },
  } satisfies Record<string, ReportQuery>;
}
