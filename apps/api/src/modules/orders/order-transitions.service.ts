import { Injectable } from '@nestjs/common';
import { canMoveOrder, canMovePayment, type OrderStatus, type PaymentStatus } from '@harman/contracts';
import { AppError } from '../../common/errors/app-error';
import { loadOrderRow, type OrderViewRow } from './helpers/order-views';
import type { UnitOfWork } from './helpers/transaction';

export type TransitionActor = 'customer' | 'admin' | 'system';

export type StatusChange =
  | { kind: 'order'; from: OrderStatus | null; to: OrderStatus }
  | { kind: 'payment'; from: PaymentStatus | null; to: PaymentStatus };

export interface TransitionContext {
  actor: TransitionActor;
  actorId?: string | null;
  note?: string | null;
}

/** What a listener hears: the change, who made it, the transaction it happens in, and the order as it now reads. */
export interface OrderTransitionEvent {
  orderId: string;
  change: StatusChange;
  context: TransitionContext;
  unit: UnitOfWork;
  /** The order's view row in this transaction, read once and shared by every listener until the next move. */
  order: () => Promise<OrderViewRow | undefined>;
}

/** Runs inside the transaction of the change: write outbox rows, notifications… (or register after-commit work). */
export type OrderTransitionListener = (event: OrderTransitionEvent) => Promise<void>;

/**
 * The one way an order's or a payment's status changes. It locks the order row, checks the move against the
 * transition table of `@harman/contracts` (ORDER_TRANSITIONS, PAYMENT_TRANSITIONS), writes the status and a
 * history row, and lets every registered listener act in the same transaction: the confirmation mail now,
 * notifications later (`onTransition`). A move not in the table is refused with 409 INVALID_TRANSITION.
 */
@Injectable()
export class OrderTransitions {
  private readonly listeners: OrderTransitionListener[] = [];
  /** Per transaction, the order rows its listeners read (placing an order records three changes in one). */
  private readonly rows = new WeakMap<UnitOfWork, Map<string, Promise<OrderViewRow | undefined>>>();

  onTransition(listener: OrderTransitionListener): void {
    this.listeners.push(listener);
  }

  async move(
    unit: UnitOfWork,
    orderId: string,
    target: { kind: 'order'; to: OrderStatus } | { kind: 'payment'; to: PaymentStatus },
    context: TransitionContext,
  ): Promise<StatusChange> {
    const [row] = await unit.manager.query<{ status: OrderStatus; payment_status: PaymentStatus }[]>(
      `SELECT status, payment_status FROM orders WHERE id = $1 FOR NO KEY UPDATE`,
      [orderId],
    );
    if (!row) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
    const change: StatusChange =
      target.kind === 'order'
        ? { kind: 'order', from: row.status, to: target.to }
        : { kind: 'payment', from: row.payment_status, to: target.to };
    const allowed =
      change.kind === 'order'
        ? change.from !== null && canMoveOrder(change.from, change.to)
        : change.from !== null && canMovePayment(change.from, change.to);
    if (!allowed) {
      throw new AppError(409, 'INVALID_TRANSITION', `The ${change.kind} status cannot move from ${change.from} to ${change.to}`, undefined, {
        kind: change.kind,
        from: change.from ?? '',
        to: change.to,
      });
    }
    const column = change.kind === 'order' ? 'status' : 'payment_status';
    await unit.manager.query(`UPDATE orders SET ${column} = $2 WHERE id = $1`, [orderId, change.to]);
    // The row read before this move (and any column the caller changed first) is stale now.
    this.rows.get(unit)?.delete(orderId);
    await this.record(unit, orderId, change, context);
    return change;
  }

  /** The history row and the listeners, for a change already written (an order's first statuses at creation). */
  async record(unit: UnitOfWork, orderId: string, change: StatusChange, context: TransitionContext): Promise<void> {
    await unit.manager.query(
      `INSERT INTO order_history (order_id, kind, from_status, to_status, actor, actor_id, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [orderId, change.kind, change.from, change.to, context.actor, context.actorId ?? null, context.note ?? null],
    );
    const order = () => this.viewRow(unit, orderId);
    for (const listener of this.listeners) await listener({ orderId, change, context, unit, order });
  }

  /** The order's view row as this transaction reads it now: read once, shared with the listeners. */
  viewRow(unit: UnitOfWork, orderId: string): Promise<OrderViewRow | undefined> {
    let rows = this.rows.get(unit);
    if (!rows) this.rows.set(unit, (rows = new Map()));
    let row = rows.get(orderId);
    if (!row) rows.set(orderId, (row = loadOrderRow(unit.manager, 'o.id = $1', [orderId])));
    return row;
  }
}
