import { Inject, Injectable } from '@nestjs/common';
import {
  canMoveOrder,
  type AdminOrderDetail,
  type AdminOrderList,
  type adminOrderListQuerySchema,
  type OrderAction,
  type orderActionSchema,
  type OrderStatus,
  type PaymentStatus,
} from '@harman/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { AppError } from '../../../common/errors/app-error';
import { AuditLog, type AuditActor } from '../../../common/security/audit-log';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { MailOutboxService } from '../../mail/mail-outbox.service';
import { GuestOrderTokens } from '../../orders/guest-order-token';
import { orderPageUrl } from '../../orders/helpers/order-links';
import { inTransaction, type UnitOfWork } from '../../orders/helpers/transaction';
import { OrderLifecycle } from '../../orders/order-lifecycle.service';
import { OrderTransitions } from '../../orders/order-transitions.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { likeEscape } from '../products/admin-product-sql';

type ActionInput = z.output<typeof orderActionSchema>;
type MailStatus = 'processing' | 'shipped' | 'completed' | 'cancelled' | 'refunded' | 'partially_refunded';

interface OrderRow {
  id: string;
  number: string;
  user_id: string | null;
  email: string;
  language: 'tr' | 'en';
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: string;
  delivery_method: string;
  subtotal: number;
  vat: number;
  vat_rate_bp: number;
  shipping: number;
  payment_fee: number;
  total: number;
  shipping_address: Record<string, unknown>;
  tracking_number: string | null;
  carrier: string | null;
  refunded_amount: number;
  created_at: Date;
  customer: string;
}

const notFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');

/**
 * Admin › Siparişler: the list with filters, the order page, and the staff moves. Every status change goes through
 * the orders module's `OrderTransitions.move` (cancel through `OrderLifecycle.cancel`, which releases the stock),
 * so the transition table, the history row and the listeners apply; in the same transaction this service records
 * the customer's status mail (outbox) and the audit row. Refunds go through the payment provider first, outside
 * any transaction, then are recorded.
 */
@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transitions: OrderTransitions,
    private readonly lifecycle: OrderLifecycle,
    private readonly outbox: MailOutboxService,
    private readonly guestTokens: GuestOrderTokens,
    private readonly audit: AuditLog,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(params: z.output<typeof adminOrderListQuerySchema>): Promise<AdminOrderList> {
    const values: unknown[] = [];
    const add = (value: unknown) => `$${values.push(value)}`;
    const where: string[] = [];
    if (params.status) where.push(`o.status = ${add(params.status)}`);
    if (params.payment) where.push(`o.payment_status = ${add(params.payment)}`);
    if (params.from) where.push(`o.created_at >= (${add(params.from)}::date)::timestamp AT TIME ZONE 'Europe/Istanbul'`);
    if (params.to) where.push(`o.created_at < ((${add(params.to)}::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul')`);
    if (params.q) {
      const pattern = add(`%${likeEscape(params.q)}%`);
      where.push(`(o.number ILIKE ${pattern} OR o.email ILIKE ${pattern} OR o.shipping_address->>'fullName' ILIKE ${pattern} OR o.tracking_number ILIKE ${pattern})`);
    }
    const limit = add(params.pageSize);
    const offset = add((params.page - 1) * params.pageSize);
    const rows = await this.dataSource.query<(OrderRow & { total_count: number })[]>(
      `SELECT o.id, o.number, o.email, o.status, o.payment_status, o.payment_method, o.total, o.created_at,
         COALESCE(o.shipping_address->>'fullName', o.email) AS customer, (count(*) OVER ())::int AS total_count
       FROM orders o ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY o.created_at DESC, o.id LIMIT ${limit} OFFSET ${offset}`,
      values,
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        number: row.number,
        customer: row.customer,
        email: row.email,
        status: row.status,
        paymentStatus: row.payment_status,
        paymentMethod: row.payment_method as AdminOrderDetail['paymentMethod'],
        total: row.total,
        createdAt: row.created_at.toISOString(),
      })),
      total: rows[0]?.total_count ?? 0,
      page: params.page,
      pageSize: params.pageSize,
    };
  }

  async get(id: string, manager = this.dataSource.manager): Promise<AdminOrderDetail> {
    const [row] = await manager.query<OrderRow[]>(
      `SELECT o.*, COALESCE(o.shipping_address->>'fullName', o.email) AS customer FROM orders o WHERE o.id = $1`,
      [id],
    );
    if (!row) throw notFound();
    const lines = await manager.query<{ product_id: string | null; sku: string; name: string; name_en: string; variant: string | null; quantity: number; unit_price: number; line_total: number }[]>(
      `SELECT product_id, sku, name, name_en, variant, quantity, unit_price, line_total FROM order_lines WHERE order_id = $1 ORDER BY position`,
      [id],
    );
    const payments = await manager.query<{ method: string; status: string; amount: number; provider: string | null; provider_ref: string | null; card_last4: string | null; created_at: Date }[]>(
      `SELECT method, status, amount, provider, provider_ref, card_last4, created_at FROM payments WHERE order_id = $1 ORDER BY created_at`,
      [id],
    );
    const refunds = await manager.query<{ amount: number; reason: string | null; provider_ref: string | null; created_at: Date }[]>(
      `SELECT amount, reason, provider_ref, created_at FROM order_refunds WHERE order_id = $1 ORDER BY created_at`,
      [id],
    );
    const history = await manager.query<{ kind: string; from_status: string | null; to_status: string; actor: string; note: string | null; created_at: Date }[]>(
      `SELECT kind, from_status, to_status, actor, note, created_at FROM order_history WHERE order_id = $1 ORDER BY id`,
      [id],
    );
    return {
      id: row.id,
      number: row.number,
      customer: row.customer,
      email: row.email,
      userId: row.user_id,
      language: row.language,
      status: row.status,
      paymentStatus: row.payment_status,
      paymentMethod: row.payment_method as AdminOrderDetail['paymentMethod'],
      deliveryMethod: row.delivery_method,
      total: row.total,
      createdAt: row.created_at.toISOString(),
      address: row.shipping_address,
      amounts: { subtotal: row.subtotal, vat: row.vat, vatRateBasisPoints: row.vat_rate_bp, shipping: row.shipping, paymentFee: row.payment_fee, total: row.total },
      lines: lines.map((l) => ({ productId: l.product_id, sku: l.sku, name: l.name, nameEn: l.name_en, variant: l.variant, quantity: l.quantity, unitPrice: l.unit_price, lineTotal: l.line_total })),
      payments: payments.map((p) => ({ method: p.method, status: p.status, amount: p.amount, provider: p.provider, reference: p.provider_ref, cardLast4: p.card_last4, createdAt: p.created_at.toISOString() })),
      refunds: refunds.map((r) => ({ amount: r.amount, reason: r.reason, reference: r.provider_ref, createdAt: r.created_at.toISOString() })),
      refundedAmount: row.refunded_amount,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      history: history.map((h) => ({ kind: h.kind, from: h.from_status, to: h.to_status, actor: h.actor, note: h.note, at: h.created_at.toISOString() })),
      actions: actionsOf(row),
    };
  }

  async act(id: string, input: ActionInput, actor: AuditActor): Promise<AdminOrderDetail> {
    const context = { actor: 'admin' as const, actorId: actor.id, note: input.note || null };
    // Money leaves through the provider before anything is locked; the transaction then records it.
    const refund = input.action === 'refund' || input.action === 'cancel' ? await this.refundThroughProvider(id, input) : null;
    return inTransaction(this.dataSource, async (unit) => {
      const before = await this.lockOrder(unit, id);
      let mail: { status: MailStatus; refundKurus: number | null } = { status: 'processing', refundKurus: null };
      switch (input.action) {
        case 'confirm':
          await this.transitions.move(unit, id, { kind: 'order', to: 'processing' }, context);
          mail = { status: 'processing', refundKurus: null };
          break;
        case 'ship':
          await unit.manager.query(`UPDATE orders SET carrier = $2, tracking_number = $3 WHERE id = $1`, [id, input.carrier, input.trackingNumber]);
          await this.transitions.move(unit, id, { kind: 'order', to: 'shipped' }, { ...context, note: `${input.carrier} ${input.trackingNumber}${input.note ? ` · ${input.note}` : ''}` });
          mail = { status: 'shipped', refundKurus: null };
          break;
        case 'deliver':
          await this.transitions.move(unit, id, { kind: 'order', to: 'completed' }, context);
          mail = { status: 'completed', refundKurus: null };
          break;
        case 'cancel':
          await this.lifecycle.cancel(unit, id, context);
          if (refund) await this.recordRefund(unit, id, refund, input.note, actor.id);
          mail = { status: 'cancelled', refundKurus: refund?.amount ?? null };
          break;
        case 'refund': {
          await this.recordRefund(unit, id, refund!, input.note, actor.id);
          const full = before.refunded_amount + refund!.amount >= before.total;
          if (full) await this.transitions.move(unit, id, { kind: 'payment', to: 'refunded' }, context);
          else {
            // A partial refund is no status change: its history row says what was given back.
            await unit.manager.query(
              `INSERT INTO order_history (order_id, kind, from_status, to_status, actor, actor_id, note) VALUES ($1, 'payment', 'paid', 'paid', 'admin', $2, $3)`,
              [id, actor.id, `partial_refund ${refund!.amount}${input.note ? ` · ${input.note}` : ''}`],
            );
          }
          mail = { status: full ? 'refunded' : 'partially_refunded', refundKurus: refund!.amount };
          break;
        }
      }
      const after = await this.get(id, unit.manager);
      await this.mailCustomer(unit, after, mail.status, mail.refundKurus);
      await this.audit.record(unit.manager, {
        actor,
        action: `order.${input.action}`,
        targetType: 'order',
        targetId: id,
        changes: {
          number: after.number,
          status: { from: before.status, to: after.status },
          paymentStatus: { from: before.payment_status, to: after.paymentStatus },
          ...(input.action === 'ship' ? { carrier: input.carrier, trackingNumber: input.trackingNumber } : {}),
          ...(refund ? { refund: refund.amount } : {}),
        },
      });
      return after;
    });
  }

  private async lockOrder(unit: UnitOfWork, id: string): Promise<OrderRow> {
    const [row] = await unit.manager.query<OrderRow[]>(`SELECT * FROM orders WHERE id = $1 FOR NO KEY UPDATE`, [id]);
    if (!row) throw notFound();
    return row;
  }

  /**
   * Asks the provider to give back money of a paid order: the amount asked (a refund) or all that is left (a
   * cancel). Nothing for an unpaid order, or one paid without a provider charge (cash on delivery, bank transfer:
   * staff pay those back by hand and the refund is only recorded).
   */
  private async refundThroughProvider(id: string, input: ActionInput): Promise<{ amount: number; reference: string | null; provider: string | null } | null> {
    const [order] = await this.dataSource.query<{ status: OrderStatus; payment_status: PaymentStatus; total: number; refunded_amount: number }[]>(
      `SELECT status, payment_status, total, refunded_amount FROM orders WHERE id = $1`,
      [id],
    );
    if (!order) throw notFound();
    const left = order.total - order.refunded_amount;
    if (input.action === 'cancel') {
      if (!canMoveOrder(order.status, 'cancelled')) return null; // the transition refuses it with its own error
      if (order.payment_status !== 'paid' || left <= 0) return null;
    } else if (order.payment_status !== 'paid') {
      throw new AppError(409, 'INVALID_TRANSITION', 'Only a paid order can be refunded', undefined, { kind: 'payment', from: order.payment_status, to: 'refunded' });
    }
    const amount = input.action === 'refund' ? input.amount : left;
    if (amount > left) throw new AppError(400, 'REFUND_TOO_LARGE', 'More than what is left to refund', { amount: ['refundTooLarge'] }, { maximum: left });
    const [charge] = await this.dataSource.query<{ provider: string | null; provider_ref: string | null }[]>(
      `SELECT provider, provider_ref FROM payments WHERE order_id = $1 AND status = 'succeeded' AND provider_ref IS NOT NULL ORDER BY created_at DESC LIMIT 1`,
      [id],
    );
    if (!charge?.provider_ref) return { amount, reference: null, provider: null };
    const result = await this.provider.refund({ chargeReference: charge.provider_ref, amount, idempotencyKey: `refund:${id}:${order.refunded_amount}:${amount}` });
    if (result.status !== 'succeeded') throw new AppError(502, 'REFUND_FAILED', 'The payment provider refused the refund', undefined, { reason: result.reason });
    return { amount, reference: result.reference, provider: this.provider.name };
  }

  private async recordRefund(unit: UnitOfWork, id: string, refund: { amount: number; reference: string | null; provider: string | null }, note: string, actorId: string) {
    await unit.manager.query(`INSERT INTO order_refunds (order_id, amount, provider, provider_ref, reason, actor_id) VALUES ($1, $2, $3, $4, $5, $6)`, [
      id,
      refund.amount,
      refund.provider,
      refund.reference,
      note || null,
      actorId,
    ]);
    await unit.manager.query(`UPDATE orders SET refunded_amount = refunded_amount + $2 WHERE id = $1`, [id, refund.amount]);
  }

  private async mailCustomer(unit: UnitOfWork, order: AdminOrderDetail, status: MailStatus, refundKurus: number | null) {
    const orderUrl = orderPageUrl(this.config.appBaseUrl, this.guestTokens, { id: order.id, userId: order.userId, language: order.language === 'en' ? 'en' : 'tr' });
    const outboxId = await this.outbox.record(unit.manager, {
      to: order.email,
      template: 'order-status',
      language: order.language === 'en' ? 'en' : 'tr',
      data: { orderNumber: order.number, status, carrier: order.carrier, trackingNumber: status === 'shipped' ? order.trackingNumber : null, refundKurus, orderUrl },
    });
    unit.afterCommit(() => this.outbox.dispatch([outboxId]));
  }
}

/** The buttons an order offers: exactly the moves the state machines allow from where it is. */
export function actionsOf(row: { status: OrderStatus; payment_status: PaymentStatus; total: number; refunded_amount: number }): OrderAction[] {
  const actions: OrderAction[] = [];
  if (canMoveOrder(row.status, 'processing')) actions.push('confirm');
  if (canMoveOrder(row.status, 'shipped')) actions.push('ship');
  if (canMoveOrder(row.status, 'completed')) actions.push('deliver');
  if (canMoveOrder(row.status, 'cancelled')) actions.push('cancel');
  if (row.payment_status === 'paid' && row.refunded_amount < row.total) actions.push('refund');
  return actions;
}
