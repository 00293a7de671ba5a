/**
 * Business constants of the specs, in one place so the api, the forms, the cart and the policy pages
 * can never disagree (spec/DECISIONS.md settles the conflicts: 500 TL, 1 % VAT, 14 days).
 * Money is in kuruş (integer minor units of the Turkish lira) everywhere.
 */
export const CURRENCY = 'TRY' as const;
export const CURRENCY_SYMBOL = '₺';

export const FREE_SHIPPING_THRESHOLD_KURUS = 50_000; // 500 TL
export const SHIPPING_FEE_KURUS = 2_999; // 29.99 TL
/** VAT (KDV) in basis points of the subtotal: 100 = 1 %. */
export const VAT_RATE_BASIS_POINTS = 100;

export const CART_STORAGE_KEY = 'harman.cart';
export const CART_RECORD_VERSION = 1;
export const CART_MAX_QUANTITY = 99;
export const CART_MIN_QUANTITY = 1;
export const CART_BADGE_CAP = 99;
export const FEATURED_VARIANT = '250g';

export const RETURN_PERIOD_DAYS = 14;
export const REFUND_PERIOD_BUSINESS_DAYS = 14;
export const ORDER_PREPARATION_BUSINESS_DAYS = '1-3';
export const DELIVERY_BUSINESS_DAYS = '1-4';
export const CONSUMER_ARBITRATION_LIMIT_TL = 15_000;
export const DATA_REQUEST_RESPONSE_DAYS = 30;
export const MINIMUM_ACCOUNT_AGE = 18;
export const POLICIES_LAST_UPDATED = '2025-07-15';
export const OPENING_HOURS = '13:00-01:00';

export const SHOP_DEFAULT_PRICE_MIN_TL = 0;
export const SHOP_DEFAULT_PRICE_MAX_TL = 4_000;
export const FEATURED_RATING = 4.8;

export const CONTACT_LIMITS = {
  perEmailPerHour: 5,
  perIpPerHour: 10,
  warnBelowRemaining: 3,
  nameMin: 2,
  nameMax: 100,
  emailMax: 255,
  phoneMin: 7,
  phoneMax: 20,
  messageMin: 10,
  messageMax: 500,
} as const;

/** Timings of the specs, in milliseconds. */
export const TIMINGS = {
  toastMs: 2_000,
  undoMs: 5_000,
  quantityBusyMs: 300,
  cartLoadingMs: 800,
  returnFadeMs: 300,
  scrollHelperMs: 800,
  scrollHelperOffsetPx: 80,
  highlightMs: 1_000,
  requestTimeoutMs: 15_000,
  adminSignInTimeoutMs: 20_000,
  readRetryDelaysMs: [1_000, 2_000],
  connectionPollMs: 60_000,
  connectionRetryDelaysMs: [1_000, 2_000, 4_000],
  cookieBannerDelayMs: 1_500,
  headerScrollThresholdPx: 20,
  carouselStepPx: 300,
  carouselDotsPageSize: 5,
  emptyCheckoutErrorMs: 3_000,
} as const;

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
