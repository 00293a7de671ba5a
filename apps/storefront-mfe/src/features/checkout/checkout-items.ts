import type { CartItem, CheckoutItems } from '@harman/contracts';

/**
 * The cart as the checkout endpoints take it: id, option and quantity, plus the price the shopper was shown (the
 * api only compares it, to tell what changed; it never charges it).
 */
export function checkoutItems(items: readonly CartItem[]): CheckoutItems {
  return items.map((item) => ({
    id: item.id,
    ...(item.variant ? { variant: item.variant } : {}),
    quantity: item.quantity,
    price: item.price,
  }));
}

/**
 * What a checkout session was made for. A session holds stock for exactly these lines, this address and this
 * delivery; when any of them changes the payment step makes a new one (and releases the old).
 */
export function sessionBasis(items: CheckoutItems, address: unknown, deliveryMethod: string, email: string): string {
  return JSON.stringify([items, address, deliveryMethod, email]);
}
