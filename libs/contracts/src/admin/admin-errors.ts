/** Error codes of the admin panel (spread into `ERROR_CODES`); the admin remote translates each. */
export const ADMIN_ERROR_CODES = [
  'VERSION_CONFLICT',
  'SKU_TAKEN',
  'CATEGORY_NOT_FOUND',
  'STOCK_BELOW_ZERO',
  'UNKNOWN_SKU',
  'CONFIRMATION_MISMATCH',
  'CANNOT_CHANGE_OWN_ACCOUNT',
  'ALREADY_VERIFIED',
  'REFUND_TOO_LARGE',
  'REFUND_FAILED',
] as const;
