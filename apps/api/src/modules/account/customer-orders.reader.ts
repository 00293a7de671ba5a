import { Injectable } from '@nestjs/common';
import {
  ACTIVE_ORDER_STATUSES,
  RECENT_ORDERS_SHOWN,
  type AccountOverview,
  type CustomerOrder,
  type OrderListQuery,
} from '@harman/contracts';
import { DataSource } from 'typeorm';
import { ORDER_VIEW_SQL, toCustomerOrder, type OrderViewRow } from '../orders/helpers/order-views';

const PERIOD_DAYS = { '30d': 30, '90d': 90 } as const;
/** More than anyone's history page needs at once; bounds one read. */
const LIST_LIMIT = 200;

/**
 * Where the dashboard reads a customer's orders (the orders module writes them): the history with its search,
 * status, period and sort, and the overview's figures with the 5 latest. Scoped by the owner in SQL.
 */
@Injectable()
export class CustomerOrdersReader {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: string, query: OrderListQuery): Promise<{ orders: CustomerOrder[]; total: number }> {
    const where = ['o.user_id = $1'];
    const params: unknown[] = [userId];
    if (query.status !== 'all') {
      params.push(query.status);
      where.push(`o.status = $${params.length}`);
    }
    if (query.period !== 'all') {
      params.push(PERIOD_DAYS[query.period]);
      where.push(`o.created_at >= now() - make_interval(days => $${params.length})`);
    }
    if (query.q) {
      // The order number or a product's name in either language; LIKE wildcards in the search are literal.
      params.push(`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const p = `$${params.length}`;
      where.push(
        `(o.number ILIKE ${p} OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND (l.name ILIKE ${p} OR l.name_en ILIKE ${p})))`,
      );
    }
    const order = query.sort === 'oldest' ? 'o.created_at ASC, o.number ASC' : 'o.created_at DESC, o.number DESC';
    const rows = await this.dataSource.query<OrderViewRow[]>(
      `${ORDER_VIEW_SQL} WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${LIST_LIMIT}`,
      params,
    );
    return { orders: rows.map(toCustomerOrder), total: rows.length };
  }

  /** Total orders, those still on their way, what was spent (paid, or cash on delivery not cancelled), the 5 latest. */
  async stats(userId: string): Promise<AccountOverview['stats'] & { recent: CustomerOrder[] }> {
    const [figures] = await this.dataSource.query<{ total: number; active: number; spent: number }[]>(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE status = ANY($2::text[]))::int AS active,
         COALESCE(sum(total) FILTER (WHERE payment_status = 'paid'
           OR (payment_method = 'cash_on_delivery' AND status <> 'cancelled')), 0)::int AS spent
       FROM orders WHERE user_id = $1`,
      [userId, ACTIVE_ORDER_STATUSES],
    );
    const recent = await this.dataSource.query<OrderViewRow[]>(
      `${ORDER_VIEW_SQL} WHERE o.user_id = $1 ORDER BY o.created_at DESC LIMIT ${RECENT_ORDERS_SHOWN}`,
      [userId],
    );
    return {
      totalOrders: figures.total,
      activeOrders: figures.active,
      totalSpentKurus: figures.spent,
      recent: recent.map(toCustomerOrder),
    };
  }
}
