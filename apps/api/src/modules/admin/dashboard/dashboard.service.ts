import { Injectable } from '@nestjs/common';
import { LOW_STOCK_THRESHOLD, type DashboardSummary, type PaymentStatus } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { SOLD_ORDER } from '../reports/reports-sql';

/** Istanbul's today and this month, as timestamptz bounds. */
const TODAY = `date_trunc('day', now() AT TIME ZONE 'Europe/Istanbul') AT TIME ZONE 'Europe/Istanbul'`;
const THIS_MONTH = `date_trunc('month', now() AT TIME ZONE 'Europe/Istanbul') AT TIME ZONE 'Europe/Istanbul'`;

/** The figures of admin › Dashboard, each one SQL aggregate over the real tables. */
@Injectable()
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async summary(): Promise<DashboardSummary> {
    const [[figures], lastOrders, topSellers] = await Promise.all([
      this.dataSource.query<{ revenue: number; awaiting: number; customers: number; low_stock: number }[]>(
        `SELECT
           (SELECT COALESCE(SUM(o.total - o.refunded_amount), 0)::int FROM orders o
             WHERE o.created_at >= ${TODAY} AND ${SOLD_ORDER}) AS revenue,
           (SELECT count(*)::int FROM orders WHERE status IN ('pending', 'processing')) AS awaiting,
           (SELECT count(*)::int FROM users WHERE role = 'user' AND created_at >= ${THIS_MONTH}) AS customers,
           (SELECT count(*)::int FROM products p WHERE p.is_active
             AND (SELECT COALESCE(SUM(i.quantity - i.reserved_quantity), 0) FROM inventory i WHERE i.product_id = p.id) <= $1) AS low_stock`,
        [LOW_STOCK_THRESHOLD],
      ),
      // payment_status is the order's latest payment outcome (a declined card sets 'failed', a retry 'pending' again).
      this.dataSource.query<{ id: string; number: string; customer: string; total: number; status: string; payment_status: PaymentStatus; created_at: Date }[]>(
        `SELECT id, number, COALESCE(shipping_address->>'fullName', email) AS customer, total, status, payment_status, created_at
         FROM orders ORDER BY created_at DESC, id LIMIT 5`,
      ),
      this.dataSource.query<{ id: string; name: string; name_en: string; units: number; revenue: number }[]>(
        `SELECT p.id, p.name, p.name_en, SUM(l.quantity)::int AS units, SUM(l.line_total)::int AS revenue
         FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN products p ON p.id = l.product_id
         WHERE ${SOLD_ORDER} AND o.created_at >= now() - interval '30 days'
         GROUP BY p.id ORDER BY units DESC, revenue DESC LIMIT 5`,
      ),
    ]);
    return {
      todayRevenue: figures.revenue,
      ordersAwaitingAction: figures.awaiting,
      newCustomersThisMonth: figures.customers,
      lowStockProducts: figures.low_stock,
      lastOrders: lastOrders.map((o) => ({
        id: o.id,
        number: o.number,
        customer: o.customer,
        total: o.total,
        status: o.status,
        paymentStatus: o.payment_status,
        createdAt: o.created_at.toISOString(),
      })),
      topSellers: topSellers.map((p) => ({ id: p.id, name: p.name, nameEn: p.name_en, units: p.units, revenue: p.revenue })),
    };
  }
}
