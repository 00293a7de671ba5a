import { Injectable } from '@nestjs/common';
import { LOW_STOCK_THRESHOLD, type DashboardSummary } from '@harman/contracts';
import { DataSource } from 'typeorm';

/** The figures of admin › Dashboard, each one SQL aggregate. */
@Injectable()
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async summary(): Promise<DashboardSummary> {
    const [[customers], [stock]] = await Promise.all([
      this.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM users
         WHERE role = 'user' AND created_at >= date_trunc('month', now() AT TIME ZONE 'Europe/Istanbul') AT TIME ZONE 'Europe/Istanbul'`,
      ),
      this.dataSource.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM products p
         WHERE p.is_active AND (SELECT COALESCE(SUM(i.quantity - i.reserved_quantity), 0) FROM inventory i WHERE i.product_id = p.id) <= $1`,
        [LOW_STOCK_THRESHOLD],
      ),
    ]);
    return {
      todayRevenue: 0,
      ordersAwaitingAction: 0,
      newCustomersThisMonth: customers.n,
      lowStockProducts: stock.n,
      lastOrders: [],
      topSellers: [],
      ordersAvailable: false,
    };
  }
}
