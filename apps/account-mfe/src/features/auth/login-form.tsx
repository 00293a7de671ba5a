import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ACCOUNT_STORAGE_KEYS, AUTH_LIMITS, loginFormSchema, rememberedLocks, type LoginForm as LoginValues, type LoginResult } from '@harman/contracts';
import { signInWithPassword } from '@harman/auth';
import { Banner, Button, CheckboxField, TextField } from '@harman/ui';
import { PasswordField } from '../../components/password-field';
import { browserStorage } from '../../lib/browser-storage';
import { applyServerFields } from '../../lib/server-fields';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { formatClock, useCountdown } from '../../lib/use-countdown';
import { errorInfo, isConnectionProblem, minutesOf } from './auth-error-message';
import { ResendVerification } from './resend-verification';

type Problem =
  | { kind: 'invalid'; remaining?: number }
  | { kind: 'locked' }
  | { kind: 'notVerified'; email: string }
  | { kind: 'message'; text: string };

/** The server's lock of an address, remembered in this browser so a reload still shows it. */
const locks = rememberedLocks(browserStorage);

/**
 * The password step. Every answer of the api gets the spec's message; the lock shows its remaining time and
 * keeps the button off until it ends. 'Remember me' keeps only the e-mail address, in this browser.
 */
export function LoginForm({ onResult }: { onResult: (result: LoginResult) => void }) {
  const { t, fieldError } = useAccountTranslation();
  const remembered = browserStorage.get(ACCOUNT_STORAGE_KEYS.rememberedEmail);
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: remembered ?? '', password: '', rememberMe: remembered !== null },
  });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<Problem | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  // A lock the server gave this address earlier (before a reload) shows again once the address is in the field.
  const email = form.watch('email');
  const rememberedLock = useMemo(() => locks.of(email), [email]);
  const lockSeconds = useCountdown(lockedUntil ?? rememberedLock);
  const locked = lockSeconds > 0;
  const showLock = locked && (problem?.kind === 'locked' || rememberedLock !== null);

  const submit = form.handleSubmit(async ({ email, password, rememberMe }) => {
    setProblem(null);
    try {
      const result = await signInWithPassword(email, password);
      locks.forget();
      if (rememberMe) browserStorage.set(ACCOUNT_STORAGE_KEYS.rememberedEmail, email);
      else browserStorage.remove(ACCOUNT_STORAGE_KEYS.rememberedEmail);
      onResult(result);
    } catch (error) {
      const info = errorInfo(error);
      if (info.code === 'INVALID_CREDENTIALS') {
        const remaining = info.details.remainingAttempts;
        setProblem({ kind: 'invalid', remaining: typeof remaining === 'number' ? remaining : undefined });
      } else if (info.code === 'ACCOUNT_LOCKED') {
        const seconds = info.details.retryAfterSeconds;
        const until = Date.now() + (typeof seconds === 'number' ? seconds : AUTH_LIMITS.lockMinutes * 60) * 1000;
        setLockedUntil(until);
        locks.remember(email, until);
        setProblem({ kind: 'locked' });
      } else if (info.code === 'EMAIL_NOT_VERIFIED') {
        browserStorage.set(ACCOUNT_STORAGE_KEYS.pendingVerificationEmail, email);
        setProblem({ kind: 'notVerified', email });
      } else if (info.code === 'RATE_LIMITED') {
        setProblem({ kind: 'message', text: t('login.rateLimited', { n: minutesOf(info.details.retryAfterSeconds) }) });
      } else if (info.code === 'VALIDATION_FAILED' && applyServerFields(info.fields, form.setError, ['email', 'password'])) {
        return;
      } else if (isConnectionProblem(info.code)) {
        setProblem({ kind: 'message', text: t('common.connection') });
      } else {
        setProblem({ kind: 'message', text: info.status >= 500 || info.status < 0 ? t('common.unexpected') : t('login.failed') });
      }
    }
  });

  return (
    <form className="account-form" noValidate onSubmit={(event) => (locked ? event.preventDefault() : submit(event))}>
      {problem?.kind === 'invalid' ? (
        <Banner tone="error">
          {t('login.invalid')}
          {problem.remaining !== undefined ? <p className="account-form__warning">{t('login.warning', { count: problem.remaining })}</p> : null}
        </Banner>
      ) : null}
      {showLock ? (
        <Banner tone="error" title={t('login.lockedTitle')}>
          <p>{t('login.locked', { n: Math.ceil(lockSeconds / 60) })}</p>
          <p className="account-form__timer" aria-live="off">{t('login.lockedRemaining', { time: formatClock(lockSeconds) })}</p>
          <Link to="/auth/forgot-password">{t('login.forgot')}</Link>
        </Banner>
      ) : null}
      {problem?.kind === 'notVerified' ? (
        <Banner tone="warning">
          <p>{t('login.notVerified')}</p>
          <ResendVerification email={problem.email} />
        </Banner>
      ) : null}
      {problem?.kind === 'message' ? <Banner tone="error">{problem.text}</Banner> : null}

      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={fieldError(errors.email?.message)}
        {...form.register('email')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        required
        error={fieldError(errors.password?.message)}
        {...form.register('password')}
      />
      <div className="account-form__row">
        <CheckboxField label={t('login.rememberMe')} {...form.register('rememberMe')} />
        <Link to="/auth/forgot-password">{t('login.forgot')}</Link>
      </div>
      {/* Off while locked but still focusable: disabling the button that was just pressed drops focus to the page's start. */}
      <Button type="submit" size="lg" className="account-form__submit" busy={isSubmitting} aria-disabled={locked || isSubmitting || undefined}>
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
