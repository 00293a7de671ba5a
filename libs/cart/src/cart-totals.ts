import {
  FREE_SHIPPING_THRESHOLD_KURUS,
  SHIPPING_FEE_KURUS,
  VAT_RATE_BASIS_POINTS,
  type CartItem,
} from '@harman/contracts';

/** All amounts in integer kuruş. */
export interface CartTotals {
  /** Sum of the line quantities (the header badge). */
  itemCount: number;
  subtotal: number;
  vat: number;
  shipping: number;
  total: number;
  /** What is still missing for free shipping; 0 once reached. */
  remainingForFreeShipping: number;
  freeShipping: boolean;
}

const BASIS_POINTS = 10_000;

/** Spec §9 with DECISIONS.md: free shipping from 500 TL, else 29.99 TL; VAT 1 % rounded half up; no shipping on an empty cart. */
export function computeTotals(items: readonly CartItem[]): CartTotals {
  let itemCount = 0;
  let subtotal = 0;
  for (const item of items) {
    itemCount += item.quantity;
    subtotal += item.price * item.quantity;
  }
  // Integer half-up rounding: subtotal and rate are non-negative integers, so no float drift.
  const vat = Math.floor((subtotal * VAT_RATE_BASIS_POINTS + BASIS_POINTS / 2) / BASIS_POINTS);
  const freeShipping = subtotal >= FREE_SHIPPING_THRESHOLD_KURUS;
  const shipping = items.length === 0 || freeShipping ? 0 : SHIPPING_FEE_KURUS;
  return {
    itemCount,
    subtotal,
    vat,
    shipping,
    total: subtotal + vat + shipping,
    remainingForFreeShipping: Math.max(0, FREE_SHIPPING_THRESHOLD_KURUS - subtotal),
    freeShipping,
  };
}
