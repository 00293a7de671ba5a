import { useEffect, useState, type FormEvent } from 'react';
import { totpCodeField, type TotpSetup } from '@harman/contracts';
import { confirmEnrollment, startEnrollment } from '@harman/auth';
import { Button, Spinner, TextField } from '@harman/ui';
import { RecoveryCodesView } from '../../components/recovery-codes-view';
import { TotpSetupView } from '../../components/totp-setup-view';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { useCountdown } from '../../lib/use-countdown';
import { SecondStepBanner } from './second-step-banner';
import { secondStepProblem, type SecondStepProblem } from './second-step-problem';

/**
 * An admin without two-factor signing in: enrolment is the only way in. Scan, confirm with a first code (this
 * signs in), keep the recovery codes, continue.
 */
export function EnrollmentForm({ challengeToken, onDone, onRestart }: { challengeToken: string; onDone: () => void; onRestart: () => void }) {
  const { t, fieldError } = useAccountTranslation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<SecondStepProblem | null>(null);
  const lockSeconds = useCountdown(problem?.lockedUntil ?? null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    startEnrollment(challengeToken).then(
      (value) => !cancelled && setSetup(value),
      () => !cancelled && setProblem({ text: t('mfa.expired'), restart: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [challengeToken, t]);

  if (recoveryCodes) return <RecoveryCodesView codes={recoveryCodes} onDone={onDone} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!setup || lockSeconds > 0) return;
    const parsed = totpCodeField.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    setCodeError(undefined);
    setBusy(true);
    try {
      setRecoveryCodes((await confirmEnrollment(challengeToken, parsed.data)).recoveryCodes);
    } catch (error) {
      const found = secondStepProblem(t, error);
      setProblem(found);
      if (found.refused) setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="account-enroll-title">
      <h2 id="account-enroll-title" className="account-form__step-title">{t('mfa.enrollTitle')}</h2>
      <p>{t('mfa.enrollText')}</p>
      {problem ? <SecondStepBanner problem={problem} lockSeconds={lockSeconds} onRestart={onRestart} /> : null}
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
      {/* Off while locked but still focusable: disabling the button that was just pressed drops focus to the page's start. */}
      <Button type="submit" size="lg" className="account-form__submit" busy={busy} aria-disabled={!setup || lockSeconds > 0 || busy || undefined}>
        {t('mfa.enrollSubmit')}
      </Button>
    </form>
  );
}
