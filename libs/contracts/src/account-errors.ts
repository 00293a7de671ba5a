/**
 * Error codes of sign-in, sign-up and the dashboard (spread into `ERROR_CODES`); the front ends translate
 * each as `errors.<code>` or with the spec's wording on the page that shows it.
 */
export const ACCOUNT_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_LOCKED',
  'TOKEN_EXPIRED',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD',
  'INVALID_MFA_CODE',
  'MFA_CHALLENGE_EXPIRED',
  'MFA_REQUIRED',
  'MFA_NOT_PENDING',
  'MFA_ALREADY_ENABLED',
  'MFA_REQUIRED_FOR_ROLE',
  'UNSUPPORTED_FILE_TYPE',
  'IMAGE_UNREADABLE',
  'ADDRESS_LIMIT_REACHED',
  'CARD_LIMIT_REACHED',
  'CARD_TOKEN_INVALID',
  'CARD_DATA_NOT_ALLOWED',
  'ORIGIN_NOT_ALLOWED',
] as const;
