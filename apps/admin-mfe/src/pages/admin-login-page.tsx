import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { rememberedLocks } from '@harman/contracts';
import { signInWithPassword, signOut, useSession } from '@harman/auth';
import { useTranslation } from '@harman/i18n';
import { Banner, Button, Field, PageHead, TextField } from '@harman/ui';
import { AdminSecondStep } from '../features/admin-auth/admin-second-step';
import { adminErrorMessage, backoffMs } from '../features/admin-auth/admin-error-text';
import { ServiceStatusPanel } from '../features/service-status/service-status-panel';
import { useServiceStatus } from '../features/service-status/use-service-status';
import './admin.css';

type Step = { kind: 'password' } | { kind: 'mfa' | 'enroll'; challengeToken: string };

/** The server's lock of an address, remembered in this browser (as on the customer's sign-in) so a reload still shows it. */
const locks = rememberedLocks({
  get: (key) => window.localStorage.getItem(key),
  set: (key, value) => window.localStorage.setItem(key, value),
  remove: (key) => window.localStorage.removeItem(key),
});

/**
 * /admin/login: staff sign-in against the real api (20 s time-out), with the service status panel and outage
 * banner. The role comes from the user record; an admin always passes two-factor (and enrols first if needed);
 * a customer account is told it lacks the privileges and signed out again. Failures back off 2 s, doubling to 30 s.
 */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const status = useServiceStatus();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failures, setFailures] = useState(0);
  const [waitUntil, setWaitUntil] = useState(0);
  // The account's lock (spec §8): a box with the time left; sign-in stays off until it ends.
  const [lockedUntil, setLockedUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  // Which required fields were empty at the last submit: tied to them (aria-invalid, aria-describedby).
  const [missing, setMissing] = useState<{ email: boolean; password: boolean }>({ email: false, password: false });
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const guardMessage = (location.state as { message?: string } | null)?.message;
  // A lock the server gave this address earlier (before a reload) shows again once the address is in the field.
  const rememberedLock = useMemo(() => locks.of(email), [email]);
  const lockEnd = Math.max(lockedUntil, rememberedLock ?? 0);

  useEffect(() => {
    if (Math.max(waitUntil, lockEnd) <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [waitUntil, lockEnd]);

  if (session.status === 'authenticated' && session.user.role === 'admin' && step.kind === 'password') {
    return <Navigate to="/admin/dashboard" replace />;
  }

  const outage = status.level === 'outage';
  const waitSeconds = Math.max(0, Math.ceil((waitUntil - now) / 1000));
  const lockSeconds = Math.max(0, Math.ceil((lockEnd - now) / 1000));
  const fail = (message: string) => {
    setError(message);
    const next = failures + 1;
    setFailures(next);
    setWaitUntil(Date.now() + backoffMs(next));
    setNow(Date.now());
  };
  const lock = (seconds: number) => {
    setError(null);
    const until = Date.now() + seconds * 1000;
    setLockedUntil(until);
    locks.remember(email, until);
    setNow(Date.now());
    setStep({ kind: 'password' });
  };
  const signedIn = async (role: 'user' | 'admin') => {
    if (role === 'admin') return navigate('/admin/dashboard', { replace: true });
    await signOut();
    setStep({ kind: 'password' });
    fail(t('login.notAdmin'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = { email: !email.trim(), password: !password };
    setMissing(empty);
    if (empty.email || empty.password) {
      // One announcement: focus goes to the first empty field, which reads its label and its error.
      setError(null);
      (empty.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    if (lockSeconds > 0) return;
    if (waitSeconds > 0) return setError(t('login.backoff', { n: waitSeconds }));
    setError(null);
    setSubmitting(true);
    try {
      const result = await signInWithPassword(email.trim(), password, { admin: true });
      locks.forget();
      setFailures(0);
      if (result.status === 'signed_in') await signedIn(result.session.user.role);
      else setStep({ kind: result.status === 'mfa_required' ? 'mfa' : 'enroll', challengeToken: result.challengeToken });
    } catch (caught) {
      const { key, text, lockSeconds: locked } = adminErrorMessage(t, caught);
      // Spec §8: a time-out or abort also switches the panel to degraded (and so starts the 30 s re-check).
      if (key === 'login.timeout') status.degrade();
      if (locked) lock(locked);
      else fail(text);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="admin-login">
      <PageHead title={t('login.title')} />
      {outage ? <div className="admin-login__banner" role="alert">{t('status.outageBanner')}</div> : null}
      <div className="admin-login__grid">
        {step.kind === 'password' ? (
          <form className="admin-login__form" noValidate onSubmit={submit}>
            <h1>{t('login.title')}</h1>
            <p className="admin-login__subtitle">{t('login.subtitle')}</p>
            {guardMessage ? <p className="admin-login__notice" role="status">{guardMessage}</p> : null}
            <TextField
              ref={emailInput}
              label={t('login.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={missing.email && !email.trim() ? t('login.required') : undefined}
            />
            <Field label={t('login.password')} error={missing.password && !password ? t('login.required') : undefined}>
              {(control) => (
                <div className="admin-login__password">
                  <input
                    ref={passwordInput}
                    className="hm-input"
                    {...control}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                  <button type="button" onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
                    {showPassword ? t('login.hide') : t('login.show')}
                  </button>
                </div>
              )}
            </Field>
            {lockSeconds > 0 ? (
              <Banner tone="error" title={t('login.lockedTitle')}>
                <p>{t('login.locked', { n: Math.ceil(lockSeconds / 60) })}</p>
                {/* Not re-announced every second inside the alert: the sentence above says the minutes. */}
                <p aria-live="off">{t('login.lockedRemaining', { time: clock(lockSeconds) })}</p>
              </Banner>
            ) : null}
            {error ? <p className="admin-login__error" role="alert">{error}</p> : null}
            {waitSeconds > 0 && !error && lockSeconds === 0 ? <p className="admin-login__error" role="status">{t('login.backoff', { n: waitSeconds })}</p> : null}
            {/* Off while locked but still focusable: disabling the button that was just pressed drops focus to the page's start. */}
            <Button type="submit" size="lg" busy={submitting} disabled={outage} aria-disabled={outage || lockSeconds > 0 || submitting || undefined}>
              {outage ? t('login.unavailable') : submitting ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
        ) : (
          <AdminSecondStep
            kind={step.kind}
            challengeToken={step.challengeToken}
            onSignedIn={(role) => void signedIn(role)}
            onLocked={lock}
            onRestart={() => setStep({ kind: 'password' })}
          />
        )}
        <ServiceStatusPanel status={status} onRecheck={status.recheck} />
      </div>
    </div>
  );
}

/** 125 → '2:05': the lock's time left. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
