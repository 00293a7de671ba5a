// zod/mini, like cart-quote.ts: the quote's request, which only the api reads (the cart lib sends it).
import * as z from 'zod/mini';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from './constants';
import { CART_QUOTE_MAX_LINES } from './cart-quote';

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
