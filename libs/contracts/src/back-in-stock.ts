// zod/mini: a sold-out product page reads this on its first load (see reviews.ts).
import * as z from 'zod/mini';

/**
 * 'Stoğa gelince haber ver' on a sold-out product page (issue 11): a signed-in customer asks to be told once the
 * product is back; they get a notification (type `product`) and a mail in their language, once per return.
 * `PUT /api/products/:idOrSlug/back-in-stock` asks (again), `GET` tells whether they are waiting, `DELETE` stops.
 */
export const backInStockStatusSchema = z.object({
  /** Asked and not yet told. */
  waiting: z.boolean(),
});
export type BackInStockStatus = z.infer<typeof backInStockStatusSchema>;

/** Requests per address and hour, across accounts (a write anyone can repeat cheaply, as the forms' limits). */
export const BACK_IN_STOCK_REQUESTS_PER_ADDRESS = { scope: 'back-in-stock', limit: 30, windowSeconds: 3600 } as const;
