// zod/mini like the cart schemas: this runs on every first load (contracts/src/language.ts).
import * as z from 'zod/mini';
import {
  CART_MAX_QUANTITY,
  CART_RECORD_VERSION,
  CART_STORAGE_KEY,
  cartItemSchema,
  cartRecordSchema,
  type CartItem,
  type CartRecord,
} from '@harman/contracts';
import { isSameLine, normalizeVariant } from './cart-line';

/** The envelope only: entries are checked one by one so one bad entry does not cost the whole cart. */
const envelopeSchema = z.object({
  version: cartRecordSchema.shape.version,
  items: z.array(z.unknown()),
});

interface ParsedCart {
  items: CartItem[];
  /** The stored text differs from the clean record (dropped entries, legacy array, merged lines). */
  rewrite: boolean;
}

function parseStoredCart(raw: string): ParsedCart | undefined {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  let entries: unknown[];
  let rewrite = false;
  if (Array.isArray(data)) {
    entries = data;
    rewrite = true;
  } else {
    const envelope = envelopeSchema.safeParse(data);
    if (!envelope.success) return undefined;
    entries = envelope.data.items;
  }
  const items: CartItem[] = [];
  for (const entry of entries) {
    const parsed = cartItemSchema.safeParse(entry);
    if (!parsed.success) {
      rewrite = true;
      continue;
    }
    const { variant, ...rest } = parsed.data;
    const line: CartItem = normalizeVariant(variant) === undefined ? rest : { ...rest, variant };
    if (variant !== undefined && line.variant === undefined) rewrite = true;
    const existing = items.findIndex((item) => isSameLine(item, line.id, line.variant));
    if (existing === -1) {
      items.push(line);
    } else {
      items[existing] = { ...items[existing], quantity: Math.min(items[existing].quantity + line.quantity, CART_MAX_QUANTITY) };
      rewrite = true;
    }
  }
  return { items, rewrite };
}

function removeRecord(storage: Storage): void {
  try {
    storage.removeItem(CART_STORAGE_KEY);
  } catch (error) {
    console.warn('Failed to remove the stored cart', error);
  }
}

/**
 * Reads the cart record. Invalid entries are dropped and the cleaned record written back; an unreadable
 * record is deleted. A bare array (the legacy format) is read with the same rules and rewritten as a record.
 * Never throws: a storage failure logs a warning and yields an empty cart.
 */
export function loadCart(storage: Storage): CartItem[] {
  let raw: string | null;
  try {
    raw = storage.getItem(CART_STORAGE_KEY);
  } catch (error) {
    console.warn('Failed to load cart from storage', error);
    return [];
  }
  if (raw === null) return [];
  const parsed = parseStoredCart(raw);
  if (!parsed) {
    console.warn('The stored cart could not be read and was removed');
    removeRecord(storage);
    return [];
  }
  if (parsed.rewrite) saveCart(storage, parsed.items);
  return parsed.items;
}

/** Writes the versioned record. Never throws: quota or disabled storage logs a warning. */
export function saveCart(storage: Storage, items: readonly CartItem[]): void {
  const record: CartRecord = { version: CART_RECORD_VERSION, items: [...items] };
  try {
    storage.setItem(CART_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    console.warn('Failed to save cart to storage', error);
  }
}
