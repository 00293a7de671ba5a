import { useCallback } from 'react';
import { useTranslation } from '@harman/i18n';

/**
 * The account namespace, plus `fieldError(key)` that turns a schema or api message key into its text (an
 * unknown key, e.g. from a newer api, reads as a generic 'invalid value' instead of leaking the key).
 */
export function useAccountTranslation() {
  const { t, i18n } = useTranslation('account');
  const fieldError = useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      return i18n.exists(`validation.${key}`, { ns: 'account' }) ? t(`validation.${key}`) : t('validation.invalid');
    },
    [t, i18n],
  );
  return { t, fieldError };
}
