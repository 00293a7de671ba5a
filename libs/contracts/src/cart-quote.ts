// zod/mini: the cart lib (on every first load) prices the cart with it (see language.ts). The quote's request,
// which only the api reads, is in cart-quote-request.ts: a module's schemas are all built when it loads.
import * as z from 'zod/mini';
import { VAT_RATE_BASIS_POINTS } from './constants';

/** More lines than a shopper could sensibly hold; bounds the work of one quote. */
export const CART_QUOTE_MAX_LINES = 100;

/**
 * Why a line needs the shopper's attention. `UNAVAILABLE`: no such product or variant (any more);
 * `OUT_OF_STOCK`: fewer in stock than asked (`available` says how many); `PRICE_CHANGED`: the price differs from
 * what the shopper was shown (`unitPrice` is the current one).
 */
export const CART_LINE_ISSUES = ['UNAVAILABLE', 'OUT_OF_STOCK', 'PRICE_CHANGED'] as const;
export type CartLineIssue = (typeof CART_LINE_ISSUES)[number];

export const cartQuoteLineSchema = z.object({
  id: z.string(),
  variant: z.nullable(z.string()),
  quantity: z.int(),
  /** The current price in kuruş; null when the line is unavailable. */
  unitPrice: z.nullable(z.int()),
  /** `unitPrice × quantity` when the line counts towards the totals, else 0. */
  lineTotal: z.int(),
  /** Units that can be sold now; null when the line is unavailable. */
  available: z.nullable(z.int()),
  name: z.nullable(z.string()),
  nameEn: z.nullable(z.string()),
  slug: z.nullable(z.string()),
  image: z.nullable(z.string()),
  issues: z.array(z.enum(CART_LINE_ISSUES)),
});
export type CartQuoteLine = z.infer<typeof cartQuoteLineSchema>;

/** The cart priced from the database: every amount in kuruş, over the lines that can be bought. */
export const cartQuoteSchema = z.object({
  lines: z.array(cartQuoteLineSchema),
  itemCount: z.int(),
  subtotal: z.int(),
  vat: z.int(),
  shipping: z.int(),
  total: z.int(),
  remainingForFreeShipping: z.int(),
  freeShipping: z.boolean(),
  /** The rate staff set in the admin's settings; an api from before this field answers the default. */
  vatRateBasisPoints: z._default(z.int(), VAT_RATE_BASIS_POINTS),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;
