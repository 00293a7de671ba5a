import { useEffect, useState, type FormEvent } from 'react';
import { confirmEnrollment, signInWithCode, startEnrollment } from '@harman/auth';
import type { TotpSetup } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';
import { adminErrorMessage } from './admin-error-text';

type Props = {
  kind: 'mfa' | 'enroll';
  challengeToken: string;
  onSignedIn: (role: 'user' | 'admin') => void;
  onRestart: () => void;
  /** Wrong codes count with the password failures: the fifth locks the account, shown on the password step. */
  onLocked: (seconds: number) => void;
};

/**
 * The admin's second step: a TOTP (or recovery) code, or, for an admin who has none yet, the forced enrolment
 * (scan, first code, recovery codes shown once). Admin sessions always pass this step (ASVS 6.3.3).
 */
export function AdminSecondStep({ kind, challengeToken, onSignedIn, onRestart, onLocked }: Props) {
  const { t } = useTranslation('admin');
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recovery, setRecovery] = useState<{ codes: string[]; role: 'user' | 'admin' } | null>(null);

  useEffect(() => {
    if (kind !== 'enroll') return;
    let cancelled = false;
    startEnrollment(challengeToken).then(
      (value) => !cancelled && setSetup(value),
      () => !cancelled && setError(t('mfa.expired')),
    );
    return () => {
      cancelled = true;
    };
  }, [kind, challengeToken, t]);

  if (recovery) {
    return (
      <div className="admin-login__form">
        <h2>{t('mfa.recoveryTitle')}</h2>
        <p>{t('mfa.recoveryText')}</p>
        <ul className="admin-recovery" data-testid="recovery-codes">
          {recovery.codes.map((value) => <li key={value}><code>{value}</code></li>)}
        </ul>
        <Button onClick={() => onSignedIn(recovery.role)}>{t('mfa.recoveryDone')}</Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) return setError(t('mfa.codeRequired'));
    setBusy(true);
    setError(null);
    try {
      if (kind === 'enroll') {
        const result = await confirmEnrollment(challengeToken, value);
        setRecovery({ codes: result.recoveryCodes, role: result.session.user.role });
      } else {
        const result = await signInWithCode(challengeToken, value);
        if (result.status === 'signed_in') onSignedIn(result.session.user.role);
      }
    } catch (caught) {
      const { text, lockSeconds } = adminErrorMessage(t, caught);
      if (lockSeconds) return onLocked(lockSeconds);
      setError(text);
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-login__form" noValidate onSubmit={submit}>
      <h1>{kind === 'enroll' ? t('mfa.enrollTitle') : t('mfa.title')}</h1>
      <p className="admin-login__subtitle">{kind === 'enroll' ? t('mfa.enrollText') : t('mfa.text')}</p>
      {setup ? (
        <div className="admin-totp">
          <img src={setup.qrCodeDataUrl} alt={t('mfa.qrAlt')} width={200} height={200} />
          <p>{t('mfa.manual')}</p>
          <code data-testid="totp-secret">{setup.secret}</code>
        </div>
      ) : null}
      <label htmlFor="admin-mfa-code">{t('mfa.code')}</label>
      <input id="admin-mfa-code" autoComplete="one-time-code" inputMode="numeric" maxLength={11} value={code} onChange={(e) => setCode(e.target.value)} autoFocus />
      {error ? <p className="admin-login__error" role="alert">{error}</p> : null}
      <Button type="submit" size="lg" busy={busy} disabled={kind === 'enroll' && !setup}>
        {kind === 'enroll' ? t('mfa.enrollSubmit') : t('mfa.submit')}
      </Button>
      <button type="button" className="admin-link" onClick={onRestart}>{t('mfa.restart')}</button>
    </form>
  );
}
