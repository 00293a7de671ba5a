import { isAuthError } from '@harman/auth';

/** The spec's admin sign-in messages (§8) for an `AuthError`; `null` for an unknown failure. */
export function adminErrorKey(error: unknown): { key: string; n?: number } {
  if (!isAuthError(error)) return { key: 'login.failed' };
  const retry = typeof error.details.retryAfterSeconds === 'number' ? Math.ceil(error.details.retryAfterSeconds / 60) : 30;
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
      return { key: 'login.invalid' };
    case 'ACCOUNT_LOCKED':
    case 'RATE_LIMITED':
      return { key: 'login.locked', n: retry };
    case 'EMAIL_NOT_VERIFIED':
      return { key: 'login.notVerified' };
    case 'TIMEOUT':
      return { key: 'login.timeout' };
    case 'NETWORK':
      return { key: 'login.network' };
    case 'INVALID_MFA_CODE':
      return { key: 'mfa.invalid' };
    case 'MFA_CHALLENGE_EXPIRED':
      return { key: 'mfa.expired' };
    default:
      return { key: error.status >= 500 ? 'login.outage' : 'login.failed' };
  }
}

/** Back-off after failures (spec §4): 2 s, doubled per failure, at most 30 s. */
export function backoffMs(failures: number): number {
  return failures <= 0 ? 0 : Math.min(30_000, 2_000 * 2 ** (failures - 1));
}
