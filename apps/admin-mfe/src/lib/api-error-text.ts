import { isApiError } from '@harman/api-client';
import type { TFunction } from 'i18next';

/** The translated message of a failed call: the api's stable code, else the client's own. */
export function apiErrorText(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : 'UNKNOWN';
  return t(`errors.${code}`, { ns: 'common', defaultValue: t('errors.UNKNOWN', { ns: 'common' }) });
}

/** Field messages of a 400 answer, by field name (first message each). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  const fields = (error as { fields?: Record<string, string[]> }).fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0] ?? 'invalid']));
}

export const isConflict = (error: unknown) => isApiError(error) && error.code === 'VERSION_CONFLICT';
