import { DEFAULT_PRICING_RULES, type PricingRules } from './pricing-rules';

/** What a cart costs, in integer kuruş (spec §9 with DECISIONS.md). */
export interface CartAmounts {
  subtotal: number;
  vat: number;
  shipping: number;
  total: number;
  /** What is still missing for free shipping; 0 once reached. */
  remainingForFreeShipping: number;
  freeShipping: boolean;
  /** The VAT rate the amounts were computed with (100 = 1 %), for the 'KDV (%1)' label. */
  vatRateBasisPoints: number;
}

const BASIS_POINTS = 10_000;

/**
 * The one place the cart arithmetic lives, so the browser's cart and the api's quote can never disagree:
 * VAT 1 % rounded half up, free shipping from 500 TL, else 29.99 TL, and no shipping on an empty cart. The api
 * passes the rules staff set in the admin's settings; the defaults are the `contracts` constants.
 */
export function computeCartAmounts(subtotal: number, hasLines: boolean, rules: PricingRules = DEFAULT_PRICING_RULES): CartAmounts {
  // Integer half-up rounding: subtotal and rate are non-negative integers, so no float drift.
  const vat = Math.floor((subtotal * rules.vatRateBasisPoints + BASIS_POINTS / 2) / BASIS_POINTS);
  const freeShipping = subtotal >= rules.freeShippingThreshold;
  const shipping = !hasLines || freeShipping ? 0 : rules.shippingFee;
  return {
    subtotal,
    vat,
    shipping,
    total: subtotal + vat + shipping,
    remainingForFreeShipping: Math.max(0, rules.freeShippingThreshold - subtotal),
    freeShipping,
    vatRateBasisPoints: rules.vatRateBasisPoints,
  };
}
