import { Inject, Injectable } from '@nestjs/common';
import { canMoveOrder, type CheckoutSettings, type PaymentInput, type PaymentMethod, type PlaceOrderInput, type PlaceOrderResult, type ThreeDsConfirmInput } from '@harman/contracts';
import { createHash } from 'node:crypto';
import { DataSource, QueryFailedError } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/auth.decorators';
import { Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { CardsService } from '../payments/cards.service';
import { PAYMENT_PROVIDER, type ChargeResult, type PaymentProvider } from '../payments/payment-provider';
import { CheckoutService } from './checkout.service';
import { CheckoutSettingsProvider } from './checkout-settings.provider';
import { GuestOrderTokens } from './guest-order-token';
import { bankTransferOf, loadOrderRow, type OrderViewRow } from './helpers/order-views';
import { amountsOf, cashOnDeliveryAllowed, resolveLines } from './helpers/pricing';
import { settleStock } from './helpers/stock';
import { inTransaction } from './helpers/transaction';
import { OrderJobsQueue } from './order-jobs.queue';
import { OrderTransitions } from './order-transitions.service';

type PaymentRowStatus = 'processing' | 'requires_action' | 'succeeded' | 'failed' | 'pending';

interface PaymentRow {
  id: string;
  order_id: string;
  idempotency_key: string;
  request_hash: string;
  method: PaymentMethod;
  status: PaymentRowStatus;
  amount: number;
  challenge_id: string | null;
  decline_reason: string | null;
}

/** A card to charge: the provider's token (never the number), and whether it is a saved, reusable one. */
interface CardToCharge {
  token: string;
  reusable: boolean;
  brand: string | null;
  last4: string | null;
}

const CARD_METHODS: readonly PaymentMethod[] = ['card', 'saved_card'];

/** Where a cash-on-delivery order starts: one move on from pending, as the transition table allows. */
const PLACED_BY_CASH_ON_DELIVERY = 'processing' as const;
if (!canMoveOrder('pending', PLACED_BY_CASH_ON_DELIVERY)) throw new Error('ORDER_TRANSITIONS must allow pending → processing');

/**
 * Placing the order and paying for it. The order is written in one transaction (lines, address and amount
 * snapshots, the first history rows, the stock it keeps holding); the provider is called after that commit, with
 * no row locked; its answer is settled in a second transaction (paid: the held stock becomes a sale and the
 * confirmation mail is recorded with the status change). One checkout session makes at most one order, and one
 * idempotency key at most one payment attempt: a double click, a retry or a reload gets the same answer.
 */
@Injectable()
export class PlaceOrderService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly checkout: CheckoutService,
    private readonly settings: CheckoutSettingsProvider,
    private readonly transitions: OrderTransitions,
    private readonly guestTokens: GuestOrderTokens,
    private readonly clock: Clock,
    private readonly jobs: OrderJobsQueue,
    private readonly cards: CardsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async place(checkoutId: string, token: string | undefined, user: AuthenticatedUser | undefined, input: PlaceOrderInput): Promise<PlaceOrderResult> {
    // Three independent reads at once; the settings are wasted only on a replay.
    const [session, existing, settings] = await Promise.all([
      this.checkout.authorize(checkoutId, token),
      this.paymentByKey(input.idempotencyKey),
      this.settings.get(),
    ]);
    const requestHash = hashOf({ checkoutId, payment: input.payment, expectedTotalKurus: input.expectedTotalKurus });
    if (existing) return this.replay(existing, requestHash, input.payment, user);

    const card = await this.cardOf(input.payment, user, session.user_id);
    if (input.payment.method === 'cash_on_delivery' && !cashOnDeliveryAllowed(session.address.city, settings)) {
      throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'Cash on delivery is not offered in this province');
    }

    let paymentId: string;
    let orderId: string;
    let written: PaymentRow | undefined;
    let placed: Promise<OrderViewRow | undefined> | undefined;
    try {
      ({ paymentId, orderId, written } = await inTransaction<{ paymentId: string; orderId: string; written?: PaymentRow; reuse?: boolean }>(this.dataSource, async (unit) => {
        const { manager } = unit;
        const [locked] = await manager.query<{ status: string; expires_at: Date }[]>(
          `SELECT status, expires_at FROM checkout_sessions WHERE id = $1 FOR NO KEY UPDATE`,
          [checkoutId],
        );
        const [order] = await manager.query<{ id: string; status: string; payment_status: string; payment_method: PaymentMethod }[]>(
          `SELECT id, status, payment_status, payment_method FROM orders WHERE checkout_id = $1 FOR NO KEY UPDATE`,
          [checkoutId],
        );
        let id: string;
        let amount: number;
        let sellHeldStock = false;
        if (!order) {
          if (locked.status !== 'active' || locked.expires_at <= this.clock.now()) {
            throw new AppError(410, 'CHECKOUT_EXPIRED', 'The checkout session has expired; its stock was released');
          }
          const products = await this.checkout.products(manager, session.items);
          // The session's units are held by it, so availability is not asked again here.
          const resolved = resolveLines(session.items, products.map((p) => ({ ...p, stock: Object.fromEntries(Object.keys(p.stock).map((k) => [k, Number.MAX_SAFE_INTEGER])) })));
          const gone = resolved.changes.find((change) => change.kind !== 'PRICE_CHANGED');
          if (gone) {
            throw new AppError(409, 'OUT_OF_STOCK', 'A line cannot be bought any more', undefined, { id: gone.id, variant: gone.variant ?? '', available: 0 });
          }
          const amounts = amountsOf(resolved.lines, settings, session.delivery_method, input.payment.method);
          if (amounts.totalKurus !== input.expectedTotalKurus) {
            throw new AppError(409, 'PRICE_CHANGED', 'The total changed since the review; check the order again', undefined, {
              totalKurus: amounts.totalKurus,
            });
          }
          const now = this.clock.now();
          const dueAt =
            input.payment.method === 'bank_transfer'
              ? new Date(now.getTime() + settings.bankTransferExpiryHours * 3600_000)
              : CARD_METHODS.includes(input.payment.method)
                ? locked.expires_at
                : null;
          // Cash on delivery is paid at the door: the order goes straight to preparation (its history below still
          // reads pending → processing), and its goods are sold (last, below).
          const cashOnDelivery = input.payment.method === 'cash_on_delivery';
          const status = cashOnDelivery ? PLACED_BY_CASH_ON_DELIVERY : 'pending';
          const [created] = await manager.query<{ id: string }[]>(
            `INSERT INTO orders (number, checkout_id, user_id, email, language, payment_method, delivery_method, subtotal, vat,
               vat_rate_bp, shipping, payment_fee, total, shipping_address, card_brand, card_last4, payment_due_at, created_at, status)
             VALUES ('HRM-' || to_char($17::timestamptz AT TIME ZONE 'Europe/Istanbul', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
               $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
             RETURNING id`,
            [
              checkoutId, session.user_id, session.email, session.language, input.payment.method, session.delivery_method,
              amounts.subtotalKurus, amounts.vatKurus, amounts.vatRateBasisPoints, amounts.shippingKurus, amounts.paymentFeeKurus,
              amounts.totalKurus, JSON.stringify(session.address), card?.brand ?? null, card?.last4 ?? null, dueAt, now, status,
            ],
          );
          id = created.id;
          amount = amounts.totalKurus;
          await manager.query(
            `INSERT INTO order_lines (order_id, position, product_id, sku, name, name_en, variant, quantity, unit_price, line_total)
             SELECT $1, ord, pid, sku, name, name_en, variant, qty, price, price * qty
             FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[]) WITH ORDINALITY
               AS l(pid, sku, name, name_en, variant, qty, price, ord)`,
            [
              id,
              resolved.lines.map((l) => l.productId),
              resolved.lines.map((l) => l.sku),
              resolved.lines.map((l) => l.name),
              resolved.lines.map((l) => l.nameEn),
              resolved.lines.map((l) => l.variant),
              resolved.lines.map((l) => l.quantity),
              resolved.lines.map((l) => l.unitPriceKurus),
            ],
          );
          await manager.query(`UPDATE checkout_sessions SET status = 'ordered' WHERE id = $1`, [checkoutId]);
          const placedBy = { actor: session.user_id ? ('customer' as const) : ('system' as const), actorId: session.user_id };
          await this.transitions.record(unit, id, { kind: 'payment', from: null, to: 'pending' }, placedBy);
          await this.transitions.record(unit, id, { kind: 'order', from: null, to: 'pending' }, placedBy);
          if (cashOnDelivery) {
            await this.transitions.record(unit, id, { kind: 'order', from: 'pending', to: status }, { actor: 'system', note: 'cash_on_delivery' });
            sellHeldStock = true;
          }
          // The order as its listeners read it in this transaction: nothing below changes it, so it is the answer's too.
          placed = this.transitions.viewRow(unit, id);
          if (dueAt) unit.afterCommit(() => this.jobs.add({ name: 'expire-order', data: { orderId: id } }, dueAt));
        } else {
          id = order.id;
          const [open] = await manager.query<{ id: string }[]>(
            `SELECT id FROM payments WHERE order_id = $1 AND status <> 'failed' ORDER BY created_at DESC LIMIT 1`,
            [id],
          );
          // Paid, waiting for the bank or a 3-D Secure step, or being charged right now: no second attempt.
          if (open) return { paymentId: open.id, orderId: id, reuse: true };
          if (order.status !== 'pending' || !CARD_METHODS.includes(input.payment.method) || !CARD_METHODS.includes(order.payment_method)) {
            throw new AppError(400, 'PAYMENT_METHOD_UNAVAILABLE', 'This order can only be paid again by card');
          }
          if (order.payment_status === 'failed') {
            await this.transitions.move(unit, id, { kind: 'payment', to: 'pending' }, { actor: 'customer', actorId: session.user_id, note: 'retry' });
          }
          await manager.query(`UPDATE orders SET payment_method = $2, card_brand = $3, card_last4 = $4 WHERE id = $1`, [
            id,
            input.payment.method,
            card?.brand ?? null,
            card?.last4 ?? null,
          ]);
          const [row] = await manager.query<{ total: number }[]>(`SELECT total FROM orders WHERE id = $1`, [id]);
          amount = row.total;
        }
        const [payment] = await manager.query<PaymentRow[]>(
          `INSERT INTO payments (order_id, idempotency_key, request_hash, method, status, amount, provider, card_brand, card_last4)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
          [
            id, input.idempotencyKey, requestHash, input.payment.method, card ? 'processing' : 'pending', amount,
            card ? this.provider.name : null, card?.brand ?? null, card?.last4 ?? null,
          ],
        );
        // The inventory rows are the lock every order of the same bags waits on: taken last, held only until COMMIT.
        if (sellHeldStock) await settleStock(manager, checkoutId, 'sell');
        return { paymentId: payment.id, orderId: id, written: payment };
      }));
    } catch (error) {
      // The same key sent twice at once: the other request wrote it; answer what it did.
      if (isUniqueViolation(error, 'payments_idempotency_key_key')) {
        const raced = await this.paymentByKey(input.idempotencyKey);
        if (raced) return this.replay(raced, requestHash, input.payment, user);
      }
      throw error;
    }
    // The row this request wrote is as it committed; another attempt's (a payment already open) is read.
    const payment = written ?? (await this.paymentById(paymentId));
    if (payment.idempotency_key !== input.idempotencyKey) return this.result(orderId, payment, settings);
    if (card && payment.status === 'processing') {
      const charged = await this.charge(payment, card);
      await this.saveCardIfAsked(input.payment, user, session.user_id, charged);
      return charged;
    }
    return this.result(orderId, payment, settings, await placed);
  }

  /** 'Save this card': once it has paid, kept as the provider's token with brand, last four and expiry. */
  private async saveCardIfAsked(payment: PaymentInput, user: AuthenticatedUser | undefined, sessionUserId: string | null, result: PlaceOrderResult) {
    if (payment.method !== 'card' || !payment.saveCard || !user || user.id !== sessionUserId || result.outcome !== 'paid') return;
    // CardsService's rules apply (limit, no duplicate token); a refusal does not undo the order.
    await this.cards
      .add(user.id, { providerToken: payment.providerToken, cardName: payment.cardName?.trim() || 'Kart', isDefault: false })
      .catch(() => undefined);
  }

  /** The 3-D Secure step's code: the provider decides, and the answer is settled like a charge's. */
  async confirmThreeDs(orderId: string, token: string | undefined, input: ThreeDsConfirmInput): Promise<PlaceOrderResult> {
    const [order] = /^[0-9a-f-]{36}$/i.test(orderId)
      ? await this.dataSource.query<{ checkout_id: string }[]>(`SELECT checkout_id FROM orders WHERE id = $1`, [orderId])
      : [];
    if (!order) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
    await this.checkout.authorize(order.checkout_id, token);
    const [payment] = await this.dataSource.query<PaymentRow[]>(`SELECT * FROM payments WHERE order_id = $1 AND challenge_id = $2`, [
      orderId,
      input.challengeId,
    ]);
    if (!payment) throw new AppError(404, 'ORDER_NOT_FOUND', 'No such 3-D Secure step for this order');
    if (payment.status !== 'requires_action') return this.result(orderId, payment);
    const outcome = await this.provider.confirmChallenge(input.challengeId, input.code);
    return this.settle(payment, outcome);
  }

  private async charge(payment: PaymentRow, card: CardToChargeLike): Promise<PlaceOrderResult> {
    const outcome = await this.provider.charge({
      idempotencyKey: payment.idempotency_key,
      token: card.token,
      amountKurus: payment.amount,
      reusable: card.reusable,
    });
    return this.settle(payment, outcome);
  }

  /** Writes the provider's answer once (a payment already settled is left as it is) and answers it. */
  private async settle(payment: PaymentRow, outcome: ChargeResult): Promise<PlaceOrderResult> {
    await inTransaction(this.dataSource, async (unit) => {
      const [current] = await unit.manager.query<PaymentRow[]>(`SELECT * FROM payments WHERE id = $1 FOR NO KEY UPDATE`, [payment.id]);
      if (current.status !== 'processing' && current.status !== 'requires_action') return;
      const [order] = await unit.manager.query<{ status: string; payment_status: string; checkout_id: string }[]>(
        `SELECT status, payment_status, checkout_id FROM orders WHERE id = $1 FOR NO KEY UPDATE`,
        [payment.order_id],
      );
      if (outcome.status === 'requires_action') {
        await unit.manager.query(`UPDATE payments SET status = 'requires_action', challenge_id = $2 WHERE id = $1`, [payment.id, outcome.challengeId]);
        return;
      }
      if (outcome.status === 'succeeded' && order.status === 'pending' && order.payment_status === 'pending') {
        await unit.manager.query(`UPDATE payments SET status = 'succeeded', provider_ref = $2 WHERE id = $1`, [payment.id, outcome.reference]);
        await unit.manager.query(`UPDATE orders SET card_brand = $2, card_last4 = $3, payment_due_at = NULL WHERE id = $1`, [
          payment.order_id,
          outcome.card.brand,
          outcome.card.last4,
        ]);
        await settleStock(unit.manager, order.checkout_id, 'sell');
        await this.transitions.move(unit, payment.order_id, { kind: 'payment', to: 'paid' }, { actor: 'system', note: outcome.reference });
        await this.transitions.move(unit, payment.order_id, { kind: 'order', to: 'processing' }, { actor: 'system' });
        return;
      }
      // Declined, or approved for an order that expired meanwhile (a real provider would be asked to void it).
      const reason = outcome.status === 'declined' ? outcome.reason : 'order_expired';
      await unit.manager.query(`UPDATE payments SET status = 'failed', decline_reason = $2 WHERE id = $1`, [payment.id, reason]);
      if (order.payment_status === 'pending') {
        await this.transitions.move(unit, payment.order_id, { kind: 'payment', to: 'failed' }, { actor: 'system', note: reason });
      }
    });
    return this.result(payment.order_id, await this.paymentById(payment.id));
  }

  /** A key seen before: the same body gets the same answer (an unfinished charge is finished first). */
  private async replay(payment: PaymentRow, requestHash: string, input: PaymentInput, user: AuthenticatedUser | undefined): Promise<PlaceOrderResult> {
    if (payment.request_hash !== requestHash) {
      throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another request');
    }
    if (payment.status === 'processing') {
      const [order] = await this.dataSource.query<{ user_id: string | null }[]>(`SELECT user_id FROM orders WHERE id = $1`, [payment.order_id]);
      const card = await this.cardOf(input, user, order.user_id);
      if (card) return this.charge(payment, card);
    }
    return this.result(payment.order_id, payment);
  }

  /** The answer for an order; `knownRow` is the order as the transaction that wrote it last read it. */
  private async result(orderId: string, payment: PaymentRow, known?: CheckoutSettings, knownRow?: OrderViewRow): Promise<PlaceOrderResult> {
    const [settings, row] = await Promise.all([
      known ?? this.settings.get(),
      knownRow ?? loadOrderRow(this.dataSource.manager, 'o.id = $1', [orderId]),
    ]);
    if (!row) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
    if (payment.status === 'failed') {
      throw new AppError(402, 'PAYMENT_DECLINED', 'The payment was declined', undefined, {
        reason: payment.decline_reason ?? 'card_declined',
        orderId: row.id,
        orderNumber: row.number,
      });
    }
    const outcome =
      row.payment_status === 'paid' ? 'paid' : payment.status === 'requires_action' ? 'requires_action' : 'pending';
    return {
      orderId: row.id,
      orderNumber: row.number,
      outcome,
      declineReason: null,
      challenge:
        outcome === 'requires_action' && payment.challenge_id
          ? { id: payment.challenge_id, message: 'Enter the code your bank sent by SMS (development provider: 123456).' }
          : null,
      bankTransfer: bankTransferOf(row, settings),
      amounts: {
        subtotalKurus: row.subtotal,
        vatKurus: row.vat,
        vatRateBasisPoints: row.vat_rate_bp,
        shippingKurus: row.shipping,
        paymentFeeKurus: row.payment_fee,
        totalKurus: row.total,
      },
      guestAccessToken: row.user_id ? null : this.guestTokens.sign(row.id),
    };
  }

  /** The card a payment names, checked before any transaction: a saved card must be this customer's. */
  private async cardOf(payment: PaymentInput, user: AuthenticatedUser | undefined, sessionUserId: string | null): Promise<CardToCharge | null> {
    if (payment.method === 'saved_card') {
      const owner = user?.id ?? null;
      const [row] =
        owner && owner === sessionUserId
          ? await this.dataSource.query<{ provider_token: string; brand: string; last4: string }[]>(
              `SELECT provider_token, brand, last4 FROM payment_cards WHERE id = $1 AND user_id = $2`,
              [payment.cardId, owner],
            )
          : [];
      if (!row) throw new AppError(404, 'CARD_NOT_FOUND', 'Saved card not found');
      return { token: row.provider_token, reusable: true, brand: row.brand, last4: row.last4 };
    }
    if (payment.method === 'card') {
      const described = await this.provider.describe(payment.providerToken, user?.id ?? null);
      if (!described) throw new AppError(400, 'CARD_TOKEN_INVALID', 'The payment provider does not recognise this card token');
      return { token: payment.providerToken, reusable: false, brand: described.brand, last4: described.last4 };
    }
    return null;
  }

  private async paymentByKey(key: string): Promise<PaymentRow | undefined> {
    const [row] = await this.dataSource.query<PaymentRow[]>(`SELECT * FROM payments WHERE idempotency_key = $1`, [key]);
    return row;
  }

  private async paymentById(id: string): Promise<PaymentRow> {
    const [row] = await this.dataSource.query<PaymentRow[]>(`SELECT * FROM payments WHERE id = $1`, [id]);
    return row;
  }
}

type CardToChargeLike = Pick<CardToCharge, 'token' | 'reusable'>;

function hashOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driver = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driver?.code === '23505' && driver.constraint === constraint;
}
