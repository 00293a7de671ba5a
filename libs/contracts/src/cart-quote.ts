import { z } from 'zod';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from './constants';

/** More lines than a shopper could sensibly hold; bounds the work of one quote. */
export const CART_QUOTE_MAX_LINES = 100;

const lineKey = (line: { id: string; variant?: string }) => JSON.stringify([line.id, line.variant ?? '']);

/**
 * Body of `POST /api/cart/quote`: the stored cart's lines. `price` is what the shopper was shown, in kuruş; the
 * api only compares it with the current price (to flag a change) and never uses it to compute anything.
 */
export const cartQuoteRequestSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            id: z.string().min(1).max(100),
            variant: z.string().min(1).max(100).optional(),
            quantity: z.number().int().min(CART_MIN_QUANTITY).max(CART_MAX_QUANTITY),
            price: z.number().int().min(0).max(1_000_000_000).optional(),
          })
          .strict(),
      )
      .max(CART_QUOTE_MAX_LINES)
      .refine((items) => new Set(items.map(lineKey)).size === items.length, { message: 'Duplicate cart line' }),
  })
  .strict();
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
  variant: z.string().nullable(),
  quantity: z.number().int(),
  /** The current price in kuruş; null when the line is unavailable. */
  unitPrice: z.number().int().nullable(),
  /** `unitPrice × quantity` when the line counts towards the totals, else 0. */
  lineTotal: z.number().int(),
  /** Units that can be sold now; null when the line is unavailable. */
  available: z.number().int().nullable(),
  name: z.string().nullable(),
  nameEn: z.string().nullable(),
  slug: z.string().nullable(),
  image: z.string().nullable(),
  issues: z.array(z.enum(CART_LINE_ISSUES)),
});
export type CartQuoteLine = z.infer<typeof cartQuoteLineSchema>;

/** The cart priced from the database: every amount in kuruş, over the lines that can be bought. */
export const cartQuoteSchema = z.object({
  lines: z.array(cartQuoteLineSchema),
  itemCount: z.number().int(),
  subtotal: z.number().int(),
  vat: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
  remainingForFreeShipping: z.number().int(),
  freeShipping: z.boolean(),
});
export type CartQuote = z.infer<typeof cartQuoteSchema>;
