import { useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { TIMINGS } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';
import { useSession } from '@harman/auth';
import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';
import { ServiceStatusPanel } from '../features/service-status/service-status-panel';
import { useServiceStatus } from '../features/service-status/use-service-status';
import './admin.css';

/** /admin/login: staff sign-in with the service status panel and outage banner. */
export function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const location = useLocation();
  const status = useServiceStatus();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const guardMessage = (location.state as { message?: string } | null)?.message;

  if (session.status === 'authenticated' && session.user.role === 'admin') return <Navigate to="/admin/dashboard" replace />;

  const outage = status.level === 'outage';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) return setError(t('login.required'));
    setError(null);
    setSubmitting(true);
    try {
      await apiFetch('/auth/login', { method: 'POST', body: { email, password }, timeoutMs: TIMINGS.adminSignInTimeoutMs });
    } catch {
      setError(t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="admin-login">
      {outage ? <div className="admin-login__banner" role="alert">{t('status.outageBanner')}</div> : null}
      <div className="admin-login__grid">
        <form className="admin-login__form" noValidate onSubmit={submit}>
          <h1>{t('login.title')}</h1>
          <p className="admin-login__subtitle">{t('login.subtitle')}</p>
          {guardMessage ? <p className="admin-login__notice" role="status">{guardMessage}</p> : null}
          <label htmlFor={emailId}>{t('login.email')}</label>
          <input id={emailId} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required />
          <label htmlFor={passwordId}>{t('login.password')}</label>
          <div className="admin-login__password">
            <input
              id={passwordId}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
            <button type="button" onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
              {showPassword ? t('login.hide') : t('login.show')}
            </button>
          </div>
          {error ? <p className="admin-login__error" role="alert">{error}</p> : null}
          <Button type="submit" size="lg" busy={submitting} disabled={outage}>
            {outage ? t('login.unavailable') : submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <ServiceStatusPanel status={status} onRecheck={status.recheck} />
      </div>
    </div>
  );
}
