import { useCallback } from 'react';
import { useTranslation } from '@harman/i18n';

/**
 * The checkout namespace, plus `fieldError(key)` for a schema or api message key (an unknown key reads as a
 * generic 'invalid value' rather than leaking the key) and `errorText(code)` for an api error code.
 */
export function useCheckoutText() {
  const { t, i18n } = useTranslation('checkout');
  const fieldError = useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      return i18n.exists(`validation.${key}`, { ns: 'checkout' }) ? t(`validation.${key}`) : t('validation.invalid');
    },
    [t, i18n],
  );
  const errorText = useCallback(
    (code: string | undefined) => (code && i18n.exists(`errors.${code}`, { ns: 'checkout' }) ? t(`errors.${code}`) : t('errors.generic')),
    [t, i18n],
  );
  return { t, fieldError, errorText };
}
