import { computeCartAmounts, type CartAmounts, type CartItem } from '@harman/contracts';

/** All amounts in integer kuruş. */
export interface CartTotals extends CartAmounts {
  /** Sum of the line quantities (the header badge). */
  itemCount: number;
}

/** Totals of the stored cart at its stored prices; the api's quote (same arithmetic) is what checkout trusts. */
export function computeTotals(items: readonly CartItem[]): CartTotals {
  let itemCount = 0;
  let subtotal = 0;
  for (const item of items) {
    itemCount += item.quantity;
    subtotal += item.price * item.quantity;
  }
  return { itemCount, ...computeCartAmounts(subtotal, items.length > 0) };
}
