import { Injectable } from '@nestjs/common';
import type { AccountOverview, CustomerOrder, OrderListQuery } from '@harman/contracts';

/**
 * Where the dashboard reads a customer's orders. Checkout does not exist yet, so no order table does either:
 * every customer has no orders, and the pages show their empty states ('Hiç sipariş bulunamadı') instead of
 * the spec's sample rows. Checkout replaces this class with one reading its table; the contract
 * (`customerOrderSchema`, the filters) is already what the pages use.
 */
@Injectable()
export class CustomerOrdersReader {
  async list(_userId: string, _query: OrderListQuery): Promise<{ orders: CustomerOrder[]; total: number }> {
    return { orders: [], total: 0 };
  }

  async stats(_userId: string): Promise<AccountOverview['stats'] & { recent: CustomerOrder[] }> {
    return { totalOrders: 0, activeOrders: 0, totalSpentKurus: 0, recent: [] };
  }
}
