import { useState, type FormEvent } from 'react';
import { secondFactorCodeField, totpCodeField, type SecuritySummary, type TotpSetup } from '@harman/contracts';
import { Banner, Button, TextField } from '@harman/ui';
import { PasswordField } from '../../../components/password-field';
import { RecoveryCodesView } from '../../../components/recovery-codes-view';
import { TotpSetupView } from '../../../components/totp-setup-view';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { errorInfo } from '../../auth/auth-error-message';
import { disableTotp, enableTotp, startTotpSetup } from '../api/security';

type Step = { kind: 'idle' } | { kind: 'password' } | { kind: 'scan'; setup: TotpSetup } | { kind: 'codes'; codes: string[] } | { kind: 'disable' };

/**
 * Two-factor (spec §4): off → enable → password → QR and code → on (recovery codes shown once); cancel goes back
 * to off. Turning it off asks for the password and a current code. Admins cannot turn it off.
 */
export function TwoFactorSection({ summary, onChanged }: { summary: SecuritySummary; onChanged: () => void }) {
  const { t, fieldError } = useAccountTranslation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; code?: string }>({});
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = (next: Step = { kind: 'idle' }) => {
    setStep(next);
    setPassword('');
    setCode('');
    setFieldErrors({});
  };
  /** `wrongCode`: the message for a code the api refused (enabling: the spec's '2FA etkinleştirilirken hata oluştu'). */
  const run = async (work: () => Promise<void>, failure: string, wrongCode?: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      const info = errorInfo(error);
      if (info.code === 'WRONG_PASSWORD') setFieldErrors({ password: 'currentPasswordWrong' });
      else if (info.code === 'INVALID_MFA_CODE' && wrongCode) {
        setMessage({ tone: 'error', text: wrongCode });
        setCode('');
      } else if (info.code === 'INVALID_MFA_CODE') setFieldErrors({ code: 'codeInvalid' });
      else setMessage({ tone: 'error', text: failure });
    } finally {
      setBusy(false);
    }
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFieldErrors({ password: 'currentPasswordRequired' });
    void run(async () => reset({ kind: 'scan', setup: await startTotpSetup(password) }), t('security.enableFailed'));
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeField.safeParse(code);
    if (!parsed.success) return setFieldErrors({ code: parsed.error.issues[0]?.message });
    void run(async () => {
      const { recoveryCodes } = await enableTotp(parsed.data);
      reset({ kind: 'codes', codes: recoveryCodes });
      setMessage({ tone: 'success', text: t('security.enabled') });
      onChanged();
    }, t('security.enableFailed'), t('security.enableFailed'));
  };
  const submitDisable = (event: FormEvent) => {
    event.preventDefault();
    const parsed = secondFactorCodeField.safeParse(code);
    if (!password || !parsed.success) {
      return setFieldErrors({ password: password ? undefined : 'currentPasswordRequired', code: parsed.success ? undefined : parsed.error.issues[0]?.message });
    }
    void run(async () => {
      await disableTotp(password, parsed.data);
      reset();
      setMessage({ tone: 'success', text: t('security.disabled') });
      onChanged();
    }, t('security.disableFailed'));
  };

  return (
    <section className="account-card" aria-labelledby="security-totp">
      <div className="account-card__head">
        <h2 id="security-totp" className="account-card__title">{t('security.totpTitle')}</h2>
        <span className={summary.totpEnabled ? 'account-badge account-badge--on' : 'account-badge'} data-testid="totp-status">
          {summary.totpEnabled ? t('security.totpOn') : t('security.totpOff')}
        </span>
      </div>
      <p>{t('security.totpText')}</p>
      {summary.totpEnabled ? <p className="hm-field__hint">{t('security.recoveryLeft', { count: summary.recoveryCodesRemaining })}</p> : null}
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}

      {step.kind === 'idle' && !summary.totpEnabled ? <Button onClick={() => reset({ kind: 'password' })}>{t('security.enable')}</Button> : null}
      {step.kind === 'idle' && summary.totpEnabled && summary.totpRequired ? <p>{t('security.totpRequired')}</p> : null}
      {step.kind === 'idle' && summary.totpEnabled && !summary.totpRequired ? (
        <Button variant="danger" onClick={() => reset({ kind: 'disable' })}>{t('security.disable')}</Button>
      ) : null}

      {step.kind === 'password' ? (
        <form className="account-form" noValidate onSubmit={submitPassword}>
          <p>{t('security.passwordPrompt')}</p>
          <PasswordField label={t('security.currentPassword')} autoComplete="current-password" required value={password} error={fieldError(fieldErrors.password)} onChange={(e) => setPassword(e.target.value)} />
          <div className="account-actions">
            <Button type="submit" busy={busy}>{t('security.continue')}</Button>
            <Button variant="secondary" onClick={() => reset()}>{t('common.cancel')}</Button>
          </div>
        </form>
      ) : null}

      {step.kind === 'scan' ? (
        <form className="account-form" noValidate onSubmit={submitCode}>
          <p>{t('security.scan')}</p>
          <TotpSetupView setup={step.setup} />
          <TextField label={t('mfa.code')} autoComplete="one-time-code" inputMode="numeric" maxLength={6} required value={code} error={fieldError(fieldErrors.code)} onChange={(e) => setCode(e.target.value)} />
          <div className="account-actions">
            <Button type="submit" busy={busy}>{t('security.verify')}</Button>
            <Button variant="secondary" onClick={() => reset()}>{t('common.cancel')}</Button>
          </div>
        </form>
      ) : null}

      {step.kind === 'codes' ? <RecoveryCodesView codes={step.codes} onDone={() => reset()} /> : null}

      {step.kind === 'disable' ? (
        <form className="account-form" noValidate onSubmit={submitDisable} aria-labelledby="security-totp-off">
          <h3 id="security-totp-off">{t('security.disableTitle')}</h3>
          <p>{t('security.disableText')}</p>
          <PasswordField label={t('security.currentPassword')} autoComplete="current-password" required value={password} error={fieldError(fieldErrors.password)} onChange={(e) => setPassword(e.target.value)} />
          <TextField label={t('mfa.code')} autoComplete="one-time-code" maxLength={11} required value={code} error={fieldError(fieldErrors.code)} onChange={(e) => setCode(e.target.value)} />
          <div className="account-actions">
            <Button type="submit" variant="danger" busy={busy}>{t('security.disableConfirm')}</Button>
            <Button variant="secondary" onClick={() => reset()}>{t('common.cancel')}</Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
