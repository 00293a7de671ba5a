import { CART_MAX_QUANTITY, type CartItem } from '@harman/contracts';

/** What a caller hands to `addItem`: a cart line without its quantity. */
export type CartItemInput = Omit<CartItem, 'quantity'>;

/** Where a restored line goes back and with which quantity (the cart page restores with 1). */
export interface RestoreOptions {
  index?: number;
  quantity?: number;
}

/** `undefined` and '' name the same line, so both are stored as "no variant". */
export function normalizeVariant(variant: unknown): string | undefined {
  return typeof variant === 'string' && variant !== '' ? variant : undefined;
}

export function isSameLine(item: Pick<CartItem, 'id' | 'variant'>, id: string, variant: string | undefined): boolean {
  return item.id === id && normalizeVariant(item.variant) === normalizeVariant(variant);
}

/** A unique, stable React key for a line (id + variant, unambiguous whatever characters they hold). */
export function cartLineKey(item: Pick<CartItem, 'id' | 'variant'>): string {
  return JSON.stringify([item.id, normalizeVariant(item.variant) ?? '']);
}

/** Floors, caps at 99 and answers undefined for anything below 1 or not a number. */
export function toLineQuantity(quantity: number): number | undefined {
  if (typeof quantity !== 'number' || Number.isNaN(quantity)) return undefined;
  const whole = Math.floor(quantity);
  return whole >= 1 ? Math.min(whole, CART_MAX_QUANTITY) : undefined;
}

/**
 * Checks untyped input (it may come from plain JS or old data) and keeps only the known fields:
 * id and name non-empty text, price an integer number of kuruş ≥ 0.
 */
export function sanitizeInput(input: unknown): CartItemInput | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const { id, name, price, image, variant, weight } = input as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string' || name === '') return undefined;
  if (typeof price !== 'number' || !Number.isInteger(price) || price < 0) return undefined;
  const line: CartItemInput = { id, name, price };
  if (typeof image === 'string' && image !== '') line.image = image;
  const cleanVariant = normalizeVariant(variant);
  if (cleanVariant !== undefined) line.variant = cleanVariant;
  if (typeof weight === 'number' && Number.isFinite(weight) && weight >= 0) line.weight = weight;
  return line;
}

const LINE_FIELDS = ['id', 'name', 'price', 'image', 'variant', 'weight', 'quantity'] as const;

/** Field-by-field equality of two carts, so a re-read that changes nothing keeps the snapshot. */
export function sameLines(a: readonly CartItem[], b: readonly CartItem[]): boolean {
  return a.length === b.length && a.every((item, i) => LINE_FIELDS.every((field) => item[field] === b[i][field]));
}
