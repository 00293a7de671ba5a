/**
 * The accounts' constants, without a schema: the sign-in page reads them on its first load, and auth.ts (the
 * registration and password schemas, in classic zod) then loads only with the pages whose forms use it.
 */

/** Business constants of the spec (§9), enforced by the api. */
export const AUTH_LIMITS = {
  maxFailedLogins: 5,
  warnFromFailedLogins: 3,
  lockMinutes: 30,
  verificationResendCooldownSeconds: 60,
  passwordResetCooldownSeconds: 300,
  verificationTokenTtlHours: 24,
  resetTokenTtlHours: 24,
  resetRedirectMs: 3_000,
  resetFieldClearMs: 30_000,
  loginMessageClearMs: 5_000,
  totpDigits: 6,
  totpPeriodSeconds: 30,
  recoveryCodeCount: 10,
} as const;

/** Local-storage keys of the account pages, as the spec names them (§3); only non-secret values are kept. */
export const ACCOUNT_STORAGE_KEYS = {
  rememberedEmail: 'rememberedEmail',
  pendingVerificationEmail: 'pendingVerificationEmail',
  lastVerificationResend: 'lastVerificationResend',
  lastPasswordResetRequest: 'lastPasswordResetRequest',
  /**
   * Ours: the server's lock of an account on this browser, so a reload of either sign-in page (the customer's or the
   * admin's, `rememberedLocks` in login-lock.ts) still shows it. The spec's client counted the attempts itself
   * (loginAttempts, lastLoginAttempt); here the server counts, and this only remembers its answer.
   */
  loginLock: 'loginLock',
} as const;

/** The `type` query parameter of the links in the mails. */
export const VERIFY_LINK_TYPE = 'email_confirmation';
export const RESET_LINK_TYPE = 'recovery';

export const EMAIL_MAX_LENGTH = 254;
