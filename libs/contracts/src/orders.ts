import type { OrderStatus, PaymentStatus } from './order-methods';

/**
 * The order and payment state machines (spec: pending → processing → shipped → completed, shown as
 * delivered; cancelled; payment pending → paid / failed → refunded). The api refuses any move not listed
 * here with 409 INVALID_TRANSITION; the admin's buttons offer exactly the listed ones.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
};

/** `failed → pending`: the shopper tries another card on the same order. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['paid', 'failed'],
  failed: ['pending'],
  paid: ['refunded'],
  refunded: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus) => PAYMENT_TRANSITIONS[from].includes(to);

/** Orders still on their way (the overview's 'active orders'). */
export const ACTIVE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'shipped'];

/**
 * Translation keys of the statuses (`orders.statuses.<status>`, `orders.payment.<status>`): Beklemede,
 * Hazırlanıyor, Kargoda, Teslim Edildi, İptal Edildi; Ödendi, Beklemede, Başarısız, İade Edildi (DECISIONS.md).
 * The api uses the same words in mails and invoices.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, { tr: string; en: string }>> = {
  pending: { tr: 'Beklemede', en: 'Pending' },
  processing: { tr: 'Hazırlanıyor', en: 'Processing' },
  shipped: { tr: 'Kargoda', en: 'Shipped' },
  completed: { tr: 'Teslim Edildi', en: 'Delivered' },
  cancelled: { tr: 'İptal Edildi', en: 'Cancelled' },
};
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, { tr: string; en: string }>> = {
  paid: { tr: 'Ödendi', en: 'Paid' },
  pending: { tr: 'Beklemede', en: 'Pending' },
  failed: { tr: 'Başarısız', en: 'Failed' },
  refunded: { tr: 'İade Edildi', en: 'Refunded' },
};

/** Error codes of checkout and orders (spread into `ERROR_CODES`; the front ends translate `errors.<code>`). */
export const ORDER_ERROR_CODES = [
  /** 409: a line cannot be held; `details`: `{ id, variant, available }` of the first such line. */
  'OUT_OF_STOCK',
  /** 409: the total the review showed is not the api's any more; re-read the session's quote. */
  'PRICE_CHANGED',
  /** 402: the provider declined; `details.reason` is its reason (a translation key `payment.decline.<reason>`). */
  'PAYMENT_DECLINED',
  /** 404: no such order for this caller (another customer's order answers the same). */
  'ORDER_NOT_FOUND',
  /** 409: the order or payment cannot move to that status; `details`: `{ from, to }`. */
  'INVALID_TRANSITION',
  /** 404: no such checkout session, or the token does not match. */
  'CHECKOUT_NOT_FOUND',
  /** 410: the 15 minutes are over; the stock was released — start the payment step again. */
  'CHECKOUT_EXPIRED',
  /** 409: this idempotency key was used with another body. */
  'IDEMPOTENCY_KEY_REUSED',
  /** 400: cash on delivery is not offered in this province. */
  'PAYMENT_METHOD_UNAVAILABLE',
  /** 404: the saved card is not this customer's. */
  'CARD_NOT_FOUND',
  /** 404: the invoice is not produced yet (the worker makes it after payment). */
  'INVOICE_NOT_READY',
] as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[number];

/**
 * The development payment provider's test cards (any future expiry, any CVC, any name). Every other
 * Luhn-valid number is approved at once.
 */
export const DEV_TEST_CARDS = {
  approved: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;
/** The code the development provider's 3-D Secure step accepts; any other code declines. */
export const DEV_THREE_DS_CODE = '123456';
