import type { TFunction } from 'i18next';
import { errorInfo, isConnectionProblem, minutesOf } from './auth-error-message';

/** What a failed second step (a code at sign-in, or the first code of an enrolment) tells the user. */
export interface SecondStepProblem {
  text: string;
  /** The api checked the code and refused it: the field is emptied for the next one (else it keeps what was typed). */
  refused?: boolean;
  /** The challenge has expired: only signing in again helps. */
  restart?: boolean;
  /** The account is locked (wrong codes count with the password's failures) until this time, ms since epoch. */
  lockedUntil?: number;
}

/**
 * The spec's messages for a failed code: wrong (with the attempts left once the api gives them), locked (the
 * 'Hesap geçici olarak kilitlendi' box's sentence and its end), expired, no connection, else a failure.
 */
export function secondStepProblem(t: TFunction, error: unknown): SecondStepProblem {
  const info = errorInfo(error);
  switch (info.code) {
    case 'INVALID_MFA_CODE': {
      const remaining = info.details.remainingAttempts;
      const text = typeof remaining === 'number' ? `${t('mfa.invalid')} ${t('login.warning', { count: remaining })}` : t('mfa.invalid');
      return { text, refused: true };
    }
    case 'ACCOUNT_LOCKED': {
      const seconds = info.details.retryAfterSeconds;
      const lockMs = typeof seconds === 'number' ? seconds * 1000 : minutesOf(seconds) * 60_000;
      return { text: t('login.locked', { n: minutesOf(seconds) }), refused: true, lockedUntil: Date.now() + lockMs };
    }
    case 'MFA_CHALLENGE_EXPIRED':
      return { text: t('mfa.expired'), restart: true };
    default:
      return { text: isConnectionProblem(info.code) ? t('common.connection') : t('login.failed') };
  }
}
