import { Injectable } from '@nestjs/common';
import type { CustomerOrderDetail } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error';
import { CheckoutSettingsProvider } from './checkout-settings.provider';
import { loadDetail, loadOrderRow, type OrderViewRow } from './helpers/order-views';

/**
 * One of a customer's orders with its timeline (the list and the overview's figures are the account module's
 * `CustomerOrdersReader`). Every read is scoped by the owner in SQL: another customer's order is not found (404).
 */
@Injectable()
export class CustomerOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: CheckoutSettingsProvider,
  ) {}

  async detail(userId: string, orderId: string): Promise<CustomerOrderDetail> {
    return this.detailOf(await this.owned(userId, orderId));
  }

  async detailOf(row: OrderViewRow): Promise<CustomerOrderDetail> {
    return loadDetail(this.dataSource.manager, row, await this.settings.get());
  }

  /** The order if this customer placed it; otherwise 404, the same as an order that does not exist. */
  async owned(userId: string, orderId: string): Promise<OrderViewRow> {
    const row = await loadOrderRow(this.dataSource.manager, 'o.id = $1 AND o.user_id = $2', [orderId, userId]);
    if (!row) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
    return row;
  }

  async byId(orderId: string): Promise<OrderViewRow> {
    const row = await loadOrderRow(this.dataSource.manager, 'o.id = $1', [orderId]);
    if (!row) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
    return row;
  }
}
