import { useState, type FormEvent } from 'react';
import { secondFactorCodeField, totpCodeField, type LoginResult } from '@harman/contracts';
import { signInWithCode } from '@harman/auth';
import { Button, TextField } from '@harman/ui';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { useCountdown } from '../../lib/use-countdown';
import { SecondStepBanner } from './second-step-banner';
import { secondStepProblem, type SecondStepProblem } from './second-step-problem';

/** The second step when two-factor is on: a six-digit code, or one of the recovery codes. */
export function SecondFactorForm({ challengeToken, onResult, onRestart }: { challengeToken: string; onResult: (result: LoginResult) => void; onRestart: () => void }) {
  const { t, fieldError } = useAccountTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<SecondStepProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const lockSeconds = useCountdown(problem?.lockedUntil ?? null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (lockSeconds > 0) return;
    const parsed = (recovery ? secondFactorCodeField : totpCodeField).safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    setCodeError(undefined);
    setProblem(null);
    setBusy(true);
    try {
      onResult(await signInWithCode(challengeToken, parsed.data));
    } catch (error) {
      const found = secondStepProblem(t, error);
      setProblem(found);
      if (found.refused) setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="account-mfa-title">
      <h2 id="account-mfa-title" className="account-form__step-title">{t('mfa.title')}</h2>
      <p>{recovery ? t('mfa.recoveryText') : t('mfa.text')}</p>
      {problem ? <SecondStepBanner problem={problem} lockSeconds={lockSeconds} onRestart={onRestart} /> : null}
      <TextField
        key={recovery ? 'recovery' : 'totp'}
        label={recovery ? t('mfa.recoveryCode') : t('mfa.code')}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        maxLength={recovery ? 11 : 6}
        autoFocus
        required
        value={code}
        error={fieldError(codeError)}
        onChange={(event) => setCode(event.target.value)}
      />
      {/* Off while locked but still focusable: disabling the button that was just pressed drops focus to the page's start. */}
      <Button type="submit" size="lg" className="account-form__submit" busy={busy} aria-disabled={lockSeconds > 0 || busy || undefined}>
        {t('mfa.submit')}
      </Button>
      <button
        type="button"
        className="account-link-button"
        onClick={() => {
          setRecovery((value) => !value);
          setCode('');
          setCodeError(undefined);
        }}
      >
        {recovery ? t('mfa.useCode') : t('mfa.useRecovery')}
      </button>
    </form>
  );
}
