import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isAuthError, authRequest, signOut, useSession } from '@harman/auth';
import { sessionInfoSchema } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Button, PageHead, Spinner } from '@harman/ui';
import './admin.css';

/**
 * /admin/dashboard, for now a guarded landing page: on load it asks the api whether this is an admin session
 * that passed two-factor (spec §6: the dashboard re-checks session and role), else signs out and returns to
 * /admin/login with 'Bu sayfaya erişmek için giriş yapmalısınız.'. The dashboard's tabs are later admin work.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    authRequest('auth/admin-session', { schema: sessionInfoSchema }).then(
      () => !cancelled && setConfirmed(true),
      async (error: unknown) => {
        if (cancelled) return;
        if (isAuthError(error) && error.status === 403) await signOut();
        navigate('/admin/login', { replace: true, state: { message: t('login.guardMessage') } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, t]);

  if (!confirmed || session.status !== 'authenticated') return <Spinner label={t('dashboard.checking')} fullHeight />;
  const name = session.user.email.split('@')[0];
  return (
    <section className="admin-dashboard" aria-labelledby="admin-dashboard-title">
      <header className="admin-dashboard__header">
        <PageHead title={t('dashboard.title')} />
        <h1 id="admin-dashboard-title">{t('dashboard.title')}</h1>
        <Button variant="secondary" onClick={() => void signOut().then(() => navigate('/admin/login', { replace: true }))}>
          {t('dashboard.logout')}
        </Button>
      </header>
      <p className="admin-dashboard__welcome">{t('dashboard.welcome', { name })}</p>
      <p>{t('dashboard.placeholder')}</p>
    </section>
  );
}
