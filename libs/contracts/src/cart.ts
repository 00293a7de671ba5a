import { z } from 'zod';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY, CART_RECORD_VERSION } from './constants';

/**
 * Window event every copy of `@harman/cart` dispatches after writing the stored cart. Remotes built with
 * other versions of the lib agree through this event and the stored record, never through shared memory.
 */
export const CART_CHANGED_EVENT = 'harman:cart-changed';

/** One stored cart line. Money in kuruş; a line is identified by `id` + `variant`. */
export const cartItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  price: z.number().int().min(0),
  image: z.string().optional(),
  variant: z.string().optional(),
  weight: z.number().min(0).optional(),
  quantity: z.number().int().min(CART_MIN_QUANTITY).max(CART_MAX_QUANTITY),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The versioned local-storage record under `CART_STORAGE_KEY`. */
export const cartRecordSchema = z.object({
  version: z.literal(CART_RECORD_VERSION),
  items: z.array(cartItemSchema),
});
export type CartRecord = z.infer<typeof cartRecordSchema>;
