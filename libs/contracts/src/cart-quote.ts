// zod/mini: the cart lib (on every first load) prices the cart with it (see language.ts).
import * as z from 'zod/mini';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY, VAT_RATE_BASIS_POINTS } from './constants';

/** More lines than a shopper could sensibly hold; bounds the work of one quote. */
export const CART_QUOTE_MAX_LINES = 100;

const lineKey = (line: { id: string; variant?: string }) => JSON.stringify([line.id, line.variant ?? '']);

/**
 * Body of `POST /api/cart/quote`: the stored cart's lines. `price` is what the shopper was shown, in kuruş; the
 * api only compares it with the current price (to flag a change) and never uses it to compute anything.
 */
export const cartQuoteRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: z.string().check(z.minLength(1), z.maxLength(100)),
        variant: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
        quantity: z.int().check(z.minimum(CART_MIN_QUANTITY), z.maximum(CART_MAX_QUANTITY)),
        price: z.optional(z.int().check(z.minimum(0), z.maximum(1_000_000_000))),
      }),
    )
    .check(
      z.maxLength(CART_QUOTE_MAX_LINES),
      z.refine((items) => new Set(items.map(lineKey)).size === items.length, { message: 'Duplicate cart line' }),
    ),
});
export type CartQuoteRequest = z.infer<typeof cartQuoteRequestSchema>;

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
