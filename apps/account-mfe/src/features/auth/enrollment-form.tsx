import { useEffect, useState, type FormEvent } from 'react';
import { totpCodeField, type TotpSetup } from '@harman/contracts';
import { confirmEnrollment, startEnrollment } from '@harman/auth';
import { Banner, Button, Spinner, TextField } from '@harman/ui';
import { RecoveryCodesView } from '../../components/recovery-codes-view';
import { TotpSetupView } from '../../components/totp-setup-view';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { errorInfo, isConnectionProblem } from './auth-error-message';

/**
 * An admin without two-factor signing in: enrolment is the only way in. Scan, confirm with a first code (this
 * signs in), keep the recovery codes, continue.
 */
export function EnrollmentForm({ challengeToken, onDone, onRestart }: { challengeToken: string; onDone: () => void; onRestart: () => void }) {
  const { t, fieldError } = useAccountTranslation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    startEnrollment(challengeToken).then(
      (value) => !cancelled && setSetup(value),
      () => !cancelled && setProblem(t('mfa.expired')),
    );
    return () => {
      cancelled = true;
    };
  }, [challengeToken, t]);

  if (recoveryCodes) return <RecoveryCodesView codes={recoveryCodes} onDone={onDone} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeField.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    setCodeError(undefined);
    setBusy(true);
    try {
      setRecoveryCodes((await confirmEnrollment(challengeToken, parsed.data)).recoveryCodes);
    } catch (error) {
      const info = errorInfo(error);
      setProblem(info.code === 'INVALID_MFA_CODE' ? t('mfa.invalid') : isConnectionProblem(info.code) ? t('common.connection') : t('mfa.expired'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="account-enroll-title">
      <h2 id="account-enroll-title" className="account-form__step-title">{t('mfa.enrollTitle')}</h2>
      <p>{t('mfa.enrollText')}</p>
      {problem ? <Banner tone="error" actions={<Button size="sm" variant="secondary" onClick={onRestart}>{t('mfa.restart')}</Button>}>{problem}</Banner> : null}
      {setup ? <TotpSetupView setup={setup} /> : !problem ? <Spinner /> : null}
      <TextField
        label={t('mfa.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        value={code}
        error={fieldError(codeError)}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" size="lg" className="account-form__submit" busy={busy} disabled={!setup}>
        {t('mfa.enrollSubmit')}
      </Button>
    </form>
  );
}
