import { isApiError } from '@harman/api-client';
import type { TFunction } from 'i18next';

/** The translated text of a failed request (`errors.<code>` of the common namespace). */
export function errorText(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : 'UNKNOWN';
  return t(`errors.${code}`, { ns: 'common', defaultValue: t('errors.UNKNOWN', { ns: 'common' }) });
}

/**
 * A failed catalogue read: the spec's data message ('Failed to fetch products. Please try again later.', §8) when
 * the api failed or answered something unreadable; the connection's own message when no answer came.
 */
export function fetchFailedText(t: TFunction, error: unknown, fetchFailed: string): string {
  const noAnswer = isApiError(error) && (error.code === 'NETWORK' || error.code === 'TIMEOUT');
  return noAnswer ? errorText(t, error) : fetchFailed;
}
