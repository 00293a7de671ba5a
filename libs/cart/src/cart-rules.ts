import { CART_MAX_QUANTITY, type CartItem } from '@harman/contracts';
import { isSameLine, sanitizeInput, toLineQuantity, type CartItemInput, type RestoreOptions } from './cart-line';

export const INVALID_ITEM_MESSAGE = 'Invalid item data provided to addToCart';

/*
 * The cart rules of spec §4–§5 as pure functions. Each returns the same array when nothing changes,
 * so a store can skip saving and notifying.
 */

/** Adds `quantity` of a line; the same id + variant raises the existing line, capped at 99. */
export function addItem(items: readonly CartItem[], input: CartItemInput, quantity = 1): readonly CartItem[] {
  const line = sanitizeInput(input);
  const amount = toLineQuantity(quantity);
  if (!line || amount === undefined) {
    console.error(INVALID_ITEM_MESSAGE);
    return items;
  }
  return mergeLine(items, { ...line, quantity: amount }, undefined);
}

/** Sets a line's quantity: non-integers are floored, ≤ 0 removes the line, above 99 is clamped to 99. */
export function setQuantity(
  items: readonly CartItem[],
  id: string,
  variant: string | undefined,
  quantity: number,
): readonly CartItem[] {
  if (typeof quantity !== 'number' || Number.isNaN(quantity)) return items;
  const index = items.findIndex((item) => isSameLine(item, id, variant));
  if (index === -1) return items;
  const whole = Math.floor(quantity);
  if (whole <= 0) return removeItem(items, id, variant);
  const next = Math.min(whole, CART_MAX_QUANTITY);
  if (items[index].quantity === next) return items;
  return items.map((item, i) => (i === index ? { ...item, quantity: next } : item));
}

export function removeItem(items: readonly CartItem[], id: string, variant: string | undefined): readonly CartItem[] {
  const next = items.filter((item) => !isSameLine(item, id, variant));
  return next.length === items.length ? items : next;
}

/** A line's current price, as the api's quote tells it (kuruş). */
export interface LinePrice {
  id: string;
  variant: string | undefined;
  price: number;
}

/**
 * Brings stored prices in line with the api's quote, so every copy shows and counts what checkout will charge.
 * Invalid prices are ignored; the same array comes back when nothing changes.
 */
export function repriceItems(items: readonly CartItem[], prices: readonly LinePrice[]): readonly CartItem[] {
  let changed = false;
  const next = items.map((item) => {
    const update = prices.find((entry) => isSameLine(item, entry.id, entry.variant));
    if (!update || !Number.isInteger(update.price) || update.price < 0 || update.price === item.price) return item;
    changed = true;
    return { ...item, price: update.price };
  });
  return changed ? next : items;
}

export function clearCart(): readonly CartItem[] {
  return [];
}

/**
 * Undo of a removal: puts the line back at `index` (or at the end), with `quantity` when given (the cart
 * page restores with 1). If the same line was added again meanwhile, the quantities add up (capped at 99).
 */
export function restoreItem(items: readonly CartItem[], item: CartItem, options: RestoreOptions = {}): readonly CartItem[] {
  const line = sanitizeInput(item);
  const amount = toLineQuantity(options.quantity ?? item.quantity);
  if (!line || amount === undefined) return items;
  return mergeLine(items, { ...line, quantity: amount }, options.index);
}

function mergeLine(items: readonly CartItem[], line: CartItem, index: number | undefined): readonly CartItem[] {
  const existing = items.findIndex((item) => isSameLine(item, line.id, line.variant));
  if (existing === -1) {
    const at = index === undefined || !Number.isFinite(index) ? items.length : Math.min(Math.max(Math.floor(index), 0), items.length);
    return [...items.slice(0, at), line, ...items.slice(at)];
  }
  const quantity = Math.min(items[existing].quantity + line.quantity, CART_MAX_QUANTITY);
  if (quantity === items[existing].quantity) return items;
  return items.map((item, i) => (i === existing ? { ...item, quantity } : item));
}
