import { AppError } from '../../../common/errors/app-error';

/** The spec's sign-in answers, identical for an unknown address and a wrong password (no enumeration). */
export function invalidCredentials(remainingAttempts?: number): AppError {
  return new AppError(
    401,
    'INVALID_CREDENTIALS',
    'Invalid login credentials',
    undefined,
    remainingAttempts === undefined ? undefined : { remainingAttempts },
  );
}

export function accountLocked(retryAfterSeconds: number): AppError {
  return new AppError(423, 'ACCOUNT_LOCKED', 'Too many failed sign-in attempts', undefined, { retryAfterSeconds });
}

export function tooManyRequests(retryAfterSeconds: number): AppError {
  return new AppError(429, 'RATE_LIMITED', 'Too many requests', undefined, { retryAfterSeconds });
}

export function challengeExpired(): AppError {
  return new AppError(401, 'MFA_CHALLENGE_EXPIRED', 'The sign-in step has expired; sign in again');
}

export function invalidLinkToken(reason: 'invalid' | 'expired'): AppError {
  return reason === 'expired'
    ? new AppError(400, 'TOKEN_EXPIRED', 'This link has expired')
    : new AppError(400, 'INVALID_TOKEN', 'This link is invalid or has already been used');
}
