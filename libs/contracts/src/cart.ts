// zod/mini: on the first load of every page (see language.ts).
import * as z from 'zod/mini';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY, CART_RECORD_VERSION } from './constants';

/**
 * Window event every copy of `@harman/cart` dispatches after writing the stored cart. Remotes built with
 * other versions of the lib agree through this event and the stored record, never through shared memory.
 */
export const CART_CHANGED_EVENT = 'harman:cart-changed';

/** One stored cart line. Money in kuruş; a line is identified by `id` + `variant`. */
export const cartItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  price: z.int().check(z.minimum(0)),
  image: z.optional(z.string()),
  variant: z.optional(z.string()),
  weight: z.optional(z.number().check(z.minimum(0))),
  quantity: z.int().check(z.minimum(CART_MIN_QUANTITY), z.maximum(CART_MAX_QUANTITY)),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The versioned local-storage record under `CART_STORAGE_KEY`. */
export const cartRecordSchema = z.object({
  version: z.literal(CART_RECORD_VERSION),
  items: z.array(cartItemSchema),
});
export type CartRecord = z.infer<typeof cartRecordSchema>;
