import { isApiError } from '@harman/api-client';
import type { TFunction } from 'i18next';

/** The translated text of a failed request (`errors.<code>` of the common namespace). */
export function errorText(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : 'UNKNOWN';
  return t(`errors.${code}`, { ns: 'common', defaultValue: t('errors.UNKNOWN', { ns: 'common' }) });
}
