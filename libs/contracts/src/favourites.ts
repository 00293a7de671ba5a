// zod/mini: the dashboard reads the favourites on its first load (see customer-orders.ts).
import * as z from 'zod/mini';

/**
 * A signed-in customer's favourites (the product page's heart), kept on the server; a visitor's stay in the
 * browser and are merged in at sign-in. Product ids only: the pages read the products themselves.
 */
export const FAVOURITES_MAX = 200;

/** A product id as the database writes it (any UUID; the merge skips ids of no product). */
const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const favouriteListSchema = z.object({ productIds: z.array(z.string()) });
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** `POST /api/account/favourites/merge`: the browser's list; unknown or inactive products are skipped. */
export const mergeFavouritesSchema = z.strictObject({
  productIds: z.array(z.string().check(z.regex(PRODUCT_ID))).check(z.maxLength(FAVOURITES_MAX)),
});
export type MergeFavouritesInput = z.infer<typeof mergeFavouritesSchema>;
