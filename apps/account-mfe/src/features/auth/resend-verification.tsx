import { useState } from 'react';
import { ACCOUNT_STORAGE_KEYS, AUTH_LIMITS, type Language } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';
import { useLanguage } from '@harman/i18n';
import { Button } from '@harman/ui';
import { browserStorage } from '../../lib/browser-storage';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { errorInfo, isConnectionProblem } from './auth-error-message';

/** Time of the last verification mail this browser asked for; the first one is the sign-up's own. */
export function markVerificationSent(): void {
  browserStorage.set(ACCOUNT_STORAGE_KEYS.lastVerificationResend, String(Date.now()));
}

/**
 * 'Resend the verification e-mail', with the spec's messages: no stored address, once a minute, sent. The api
 * limits it too and answers the same whatever the address.
 */
export function ResendVerification({ email }: { email?: string }) {
  const { t } = useAccountTranslation();
  const [language] = useLanguage();
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    const address = email ?? browserStorage.get(ACCOUNT_STORAGE_KEYS.pendingVerificationEmail);
    if (!address) return setMessage({ tone: 'error', text: t('verify.noEmail') });
    const last = Number(browserStorage.get(ACCOUNT_STORAGE_KEYS.lastVerificationResend) ?? 0);
    if (Date.now() - last < AUTH_LIMITS.verificationResendCooldownSeconds * 1000) {
      return setMessage({ tone: 'error', text: t('verify.tooSoon') });
    }
    setBusy(true);
    try {
      await apiFetch('/auth/verify-email/resend', { method: 'POST', body: { email: address, language: language as Language } });
      markVerificationSent();
      setMessage({ tone: 'ok', text: t('verify.resent') });
    } catch (error) {
      const { code } = errorInfo(error);
      setMessage({ tone: 'error', text: code === 'RATE_LIMITED' ? t('verify.tooSoon') : isConnectionProblem(code) ? t('common.connection') : t('verify.failed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-resend">
      <Button variant="secondary" size="sm" busy={busy} onClick={resend}>{t('verify.resend')}</Button>
      {message ? (
        <p className={message.tone === 'ok' ? 'account-note account-note--ok' : 'account-note account-note--error'} role={message.tone === 'ok' ? 'status' : 'alert'}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
