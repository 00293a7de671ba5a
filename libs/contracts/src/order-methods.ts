/**
 * The delivery and payment methods of an order: constants only, so a page that shows orders (the dashboard, a
 * guest's order link) does not load the checkout's form schemas to name them.
 */

/** Standard cargo (free from the threshold) and express; labels are `checkout.delivery.<id>` in the front ends. */
export const DELIVERY_METHODS = ['standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * `card`: a new card tokenised by the provider; `saved_card`: one of the customer's cards; `bank_transfer`:
 * EFT/havale, the order waits in payment `pending`; `cash_on_delivery`: only in the allowed provinces, with its fee.
 */
export const PAYMENT_METHODS = ['card', 'saved_card', 'bank_transfer', 'cash_on_delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
