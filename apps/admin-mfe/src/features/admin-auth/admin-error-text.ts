import type { TFunction } from 'i18next';
import { isAuthError } from '@harman/auth';

/** The account lock's length when the api does not say (spec §9: 30 minutes). */
const LOCK_SECONDS = 30 * 60;

/**
 * The spec's admin sign-in messages (§8) for an `AuthError`, as a translation key; a lock also carries its
 * length in seconds (`lockSeconds`), which the page counts down in the lock box.
 */
function adminErrorKey(error: unknown): { key: string; n?: number; lockSeconds?: number; remaining?: number } {
  if (!isAuthError(error)) return { key: 'login.failed' };
  const seconds = typeof error.details.retryAfterSeconds === 'number' ? error.details.retryAfterSeconds : null;
  // From the third failure the api says how many are left before the lock (spec §9: a warning from 3 attempts).
  const remaining = typeof error.details.remainingAttempts === 'number' ? error.details.remainingAttempts : undefined;
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return { key: 'login.invalid', remaining };
    case 'ACCOUNT_LOCKED':
      return { key: 'login.locked', n: Math.ceil((seconds ?? LOCK_SECONDS) / 60), lockSeconds: seconds ?? LOCK_SECONDS };
    case 'RATE_LIMITED':
      // The per-address limit, not the account's lock: no password reset helps with it.
      return { key: 'login.rateLimited', n: Math.ceil((seconds ?? 60) / 60) };
    case 'EMAIL_NOT_VERIFIED':
      return { key: 'login.notVerified' };
    case 'TIMEOUT':
      return { key: 'login.timeout' };
    case 'NETWORK':
      return { key: 'login.network' };
    case 'INVALID_MFA_CODE':
      return { key: 'mfa.invalid', remaining };
    case 'MFA_CHALLENGE_EXPIRED':
      return { key: 'mfa.expired' };
    default:
      return { key: error.status >= 500 ? 'login.outage' : 'login.failed' };
  }
}

/** The message of a failed step, with the attempts left when the api gives them; a lock's length instead. */
export function adminErrorMessage(t: TFunction, error: unknown): { text: string; key: string; lockSeconds?: number } {
  const { key, n, lockSeconds, remaining } = adminErrorKey(error);
  const text = t(key, { n });
  return { key, lockSeconds, text: remaining === undefined ? text : `${text} ${t('login.warning', { count: remaining })}` };
}

/** Back-off after failures (spec §4): 2 s, doubled per failure, at most 30 s. */
export function backoffMs(failures: number): number {
  return failures <= 0 ? 0 : Math.min(30_000, 2_000 * 2 ** (failures - 1));
}
