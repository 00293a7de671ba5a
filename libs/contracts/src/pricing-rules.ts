import { FREE_SHIPPING_THRESHOLD_KURUS, SHIPPING_FEE_KURUS, VAT_RATE_BASIS_POINTS } from './constants';

/**
 * What prices a cart: the part of the shop's settings that `computeCartAmounts` needs. Staff change them in the
 * admin's Ayarlar; the api prices with the stored ones, and these constants are the defaults. (No zod here: the
 * cart's arithmetic is on every first load.)
 */
export interface PricingRules {
  /** Kuruş. */
  freeShippingThreshold: number;
  /** Kuruş. */
  shippingFee: number;
  /** 100 = 1 %. */
  vatRateBasisPoints: number;
}

export const DEFAULT_PRICING_RULES: PricingRules = {
  freeShippingThreshold: FREE_SHIPPING_THRESHOLD_KURUS,
  shippingFee: SHIPPING_FEE_KURUS,
  vatRateBasisPoints: VAT_RATE_BASIS_POINTS,
};
