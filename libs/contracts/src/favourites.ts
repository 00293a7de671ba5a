import { z } from 'zod';

/**
 * A signed-in customer's favourites (the product page's heart), kept on the server; a visitor's stay in the
 * browser and are merged in at sign-in. Product ids only: the pages read the products themselves.
 */
export const FAVOURITES_MAX = 200;

export const favouriteListSchema = z.object({ productIds: z.array(z.string()) });
export type FavouriteList = z.infer<typeof favouriteListSchema>;

/** `POST /api/account/favourites/merge`: the browser's list; unknown or inactive products are skipped. */
export const mergeFavouritesSchema = z.object({ productIds: z.array(z.uuid()).max(FAVOURITES_MAX) }).strict();
export type MergeFavouritesInput = z.infer<typeof mergeFavouritesSchema>;
