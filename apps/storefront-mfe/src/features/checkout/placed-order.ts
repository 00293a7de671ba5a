// zod/mini, as checkout-draft.ts: the checkout's first screen loads this module.
import * as z from 'zod/mini';
import { bankTransferDetailsSchema, PAYMENT_METHODS } from '@harman/contracts';

/**
 * The order just placed, as the confirmation page shows it (kept in session storage so a reload of the
 * confirmation still shows its details). Only what the page shows: number, e-mail, payment, bank details, and a
 * guest's link to the order page.
 */
export const PLACED_ORDER_KEY = 'harman.checkout-placed';

const placedOrderSchema = z.object({
  orderNumber: z.string(),
  email: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  outcome: z.enum(['paid', 'pending']),
  totalKurus: z.int(),
  bankTransfer: z.nullable(bankTransferDetailsSchema),
  guestAccessToken: z.nullable(z.string()),
});
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export function rememberPlacedOrder(order: PlacedOrder): void {
  try {
    window.sessionStorage.setItem(PLACED_ORDER_KEY, JSON.stringify(order));
  } catch {
    // The confirmation then shows the number from its address only.
  }
}

export function readPlacedOrder(orderNumber: string): PlacedOrder | null {
  try {
    const parsed = placedOrderSchema.safeParse(JSON.parse(window.sessionStorage.getItem(PLACED_ORDER_KEY) ?? 'null'));
    return parsed.success && parsed.data.orderNumber === orderNumber ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A fresh idempotency key (the api takes 16–100 of A–Z, a–z, 0–9, '_' and '-'). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
