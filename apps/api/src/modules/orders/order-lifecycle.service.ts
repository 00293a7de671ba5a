import { Injectable } from '@nestjs/common';
import type { OrderStatus, PaymentStatus } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { settleStock } from './helpers/stock';
import { inTransaction, type UnitOfWork } from './helpers/transaction';
import { OrderTransitions, type TransitionContext } from './order-transitions.service';

/**
 * Moves that touch more than a status: cancelling (the stock goes back, a pending payment fails, a paid one is
 * refunded) and expiring an unpaid order. Everything goes through `OrderTransitions`, so the table's rules and
 * the history hold here too. The admin's status buttons call `cancel` and `OrderTransitions.move`.
 */
@Injectable()
export class OrderLifecycle {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transitions: OrderTransitions,
    private readonly clock: Clock,
  ) {}

  async cancel(unit: UnitOfWork, orderId: string, context: TransitionContext): Promise<void> {
    await this.transitions.move(unit, orderId, { kind: 'order', to: 'cancelled' }, context);
    const [order] = await unit.manager.query<{ checkout_id: string; payment_status: PaymentStatus }[]>(
      `SELECT checkout_id, payment_status FROM orders WHERE id = $1`,
      [orderId],
    );
    if (order.payment_status === 'pending') await this.transitions.move(unit, orderId, { kind: 'payment', to: 'failed' }, context);
    if (order.payment_status === 'paid') await this.transitions.move(unit, orderId, { kind: 'payment', to: 'refunded' }, context);
    await settleStock(unit.manager, order.checkout_id, 'release');
    await settleStock(unit.manager, order.checkout_id, 'restock');
  }

  /** The customer's own cancel: only while the order is still pending (not yet being prepared). */
  async cancelByCustomer(orderId: string, userId: string): Promise<void> {
    await inTransaction(this.dataSource, async (unit) => {
      const [order] = await unit.manager.query<{ status: OrderStatus }[]>(
        `SELECT status FROM orders WHERE id = $1 AND user_id = $2 FOR NO KEY UPDATE`,
        [orderId, userId],
      );
      if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
      if (order.status !== 'pending') {
        throw new AppError(409, 'INVALID_TRANSITION', `The order status cannot move from ${order.status} to cancelled`, undefined, {
          kind: 'order',
          from: order.status,
          to: 'cancelled',
        });
      }
      await this.cancel(unit, orderId, { actor: 'customer', actorId: userId });
    });
  }

  /** The delayed job's work (and the sweeper's): cancels an order whose payment time is over. */
  async expireIfUnpaid(orderId: string): Promise<boolean> {
    return inTransaction(this.dataSource, async (unit) => {
      const [order] = await unit.manager.query<{ status: OrderStatus; payment_status: PaymentStatus; payment_due_at: Date | null }[]>(
        `SELECT status, payment_status, payment_due_at FROM orders WHERE id = $1 FOR NO KEY UPDATE`,
        [orderId],
      );
      const unpaid = order?.status === 'pending' && (order.payment_status === 'pending' || order.payment_status === 'failed');
      if (!unpaid || !order.payment_due_at || order.payment_due_at > this.clock.now()) return false;
      await this.cancel(unit, orderId, { actor: 'system', note: 'payment_expired' });
      return true;
    });
  }
}
