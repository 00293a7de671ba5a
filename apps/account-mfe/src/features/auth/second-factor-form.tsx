import { useState, type FormEvent } from 'react';
import { secondFactorCodeField, totpCodeField, type LoginResult } from '@harman/contracts';
import { signInWithCode } from '@harman/auth';
import { Banner, Button, TextField } from '@harman/ui';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { formatClock, useCountdown } from '../../lib/use-countdown';
import { secondStepProblem } from './second-step-problem';

/** The second step when two-factor is on: a six-digit code, or one of the recovery codes. */
export function SecondFactorForm({ challengeToken, onResult, onRestart }: { challengeToken: string; onResult: (result: LoginResult) => void; onRestart: () => void }) {
  const { t, fieldError } = useAccountTranslation();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [problem, setProblem] = useState<{ text: string; restart?: boolean; locked?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const lockSeconds = useCountdown(lockedUntil);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (recovery ? secondFactorCodeField : totpCodeField).safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    setCodeError(undefined);
    setProblem(null);
    setBusy(true);
    try {
      onResult(await signInWithCode(challengeToken, parsed.data));
    } catch (error) {
      const found = secondStepProblem(t, error);
      setProblem({ text: found.text, restart: found.restart, locked: found.lockedUntil !== undefined });
      if (found.lockedUntil !== undefined) setLockedUntil(found.lockedUntil);
      if (found.refused) setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="account-form" noValidate onSubmit={submit} aria-labelledby="account-mfa-title">
      <h2 id="account-mfa-title" className="account-form__step-title">{t('mfa.title')}</h2>
      <p>{recovery ? t('mfa.recoveryText') : t('mfa.text')}</p>
      {problem ? (
        <Banner
          tone="error"
          title={problem.locked ? t('login.lockedTitle') : undefined}
          actions={problem.restart ? <Button size="sm" variant="secondary" onClick={onRestart}>{t('mfa.restart')}</Button> : undefined}
        >
          {problem.locked ? <p>{problem.text}</p> : problem.text}
          {lockSeconds > 0 ? <p className="account-form__timer" aria-live="off">{t('login.lockedRemaining', { time: formatClock(lockSeconds) })}</p> : null}
        </Banner>
      ) : null}
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
      <Button type="submit" size="lg" className="account-form__submit" busy={busy} disabled={lockSeconds > 0}>
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
