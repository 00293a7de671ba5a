/**
 * The delivery and payment methods of an order, and its statuses: constants only, so a page that shows orders (the
 * dashboard, a guest's order link) does not load the checkout's form schemas to name them, and the admin's pages
 * do not build the customer's order schemas (customer-orders.ts) to name a status.
 */

/** An order's status and its payment's (spec §3). */
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['paid', 'pending', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Standard cargo (free from the threshold) and express; labels are `checkout.delivery.<id>` in the front ends. */
export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * `card`: a new card tokenised by the provider; `saved_card`: one of the customer's cards; `bank_transfer`:
 * EFT/havale, the order waits in payment `pending`; `cash_on_delivery`: only in the allowed provinces, with its fee.
 */
export const PAYMENT_METHODS = ['card', 'saved_card', 'bank_transfer', 'cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
