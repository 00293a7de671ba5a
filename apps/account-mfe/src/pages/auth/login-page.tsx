import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_LIMITS, type LoginResult } from '@harman/contracts';
import { safeReturnPath, useSession } from '@harman/auth';
import { Banner, Spinner } from '@harman/ui';
import { AuthCard } from '../../components/auth-card';
import { LoginForm } from '../../features/auth/login-form';
import { useAccountTranslation } from '../../lib/use-account-translation';

// The second step's forms (their code fields are classic zod, with the other account schemas) load when a
// sign-in needs them: most sign-ins end at the password.
const SecondFactorForm = lazy(async () => ({ default: (await import('../../features/auth/second-factor-form')).SecondFactorForm }));
const EnrollmentForm = lazy(async () => ({ default: (await import('../../features/auth/enrollment-form')).EnrollmentForm }));

type Step = { kind: 'password' } | { kind: 'mfa'; challengeToken: string } | { kind: 'enroll'; challengeToken: string };

/**
 * /auth/login and /login: password, then the second factor or (admins without it) enrolment, then back to where
 * the visitor came from (`?redirect=`, a path on this site only), else home, admins included (spec §8: the admin
 * panel has its own sign-in at /admin).
 * A message handed over by the previous screen shows once and clears after 5 s.
 */
export function LoginPage() {
  const { t } = useAccountTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [flash, setFlash] = useState<string | null>(() => (location.state as { message?: string } | null)?.message ?? null);

  useEffect(() => {
    if (!flash) return;
    // One time only: the message leaves the history entry, and the screen after 5 s.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    const timer = setTimeout(() => setFlash(null), AUTH_LIMITS.loginMessageClearMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs for the handed-over message only
  }, []);

  const destination = safeReturnPath(params.get('redirect'), '/');

  if (session.status === 'authenticated' && step.kind === 'password') return <Navigate to={destination} replace />;

  const onResult = (result: LoginResult) => {
    if (result.status === 'signed_in') navigate(destination, { replace: true });
    else if (result.status === 'mfa_required') setStep({ kind: 'mfa', challengeToken: result.challengeToken });
    else setStep({ kind: 'enroll', challengeToken: result.challengeToken });
  };
  const restart = () => setStep({ kind: 'password' });
  const finishEnrollment = () => navigate(destination, { replace: true });

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={step.kind === 'password' ? <p>{t('login.noAccount')} <Link to="/auth/register">{t('login.register')}</Link></p> : null}
    >
      {flash ? <Banner tone="success">{flash}</Banner> : null}
      {step.kind === 'password' ? <LoginForm onResult={onResult} /> : null}
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        {step.kind === 'mfa' ? <SecondFactorForm challengeToken={step.challengeToken} onResult={onResult} onRestart={restart} /> : null}
        {step.kind === 'enroll' ? <EnrollmentForm challengeToken={step.challengeToken} onDone={finishEnrollment} onRestart={restart} /> : null}
      </Suspense>
    </AuthCard>
  );
}
