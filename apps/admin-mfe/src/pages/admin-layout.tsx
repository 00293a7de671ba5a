import { useEffect, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { takeEarlyData } from '@harman/api-client';
import { authRequest, isAuthError, signOut, useSession } from '@harman/auth';
import { ADMIN_SESSION_CHECK_URL, sessionInfoSchema } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Button, Spinner } from '@harman/ui';
import { ADMIN_TABS } from './admin-tabs';
import './admin.css';
import './panel.css';

/**
 * The panel's frame for every /admin/dashboard/* tab: on load it asks the api whether this is an admin session that
 * passed two-factor (spec §6: the dashboard re-checks session and role), else signs out and returns to
 * /admin/login with 'Bu sayfaya erişmek için giriş yapmalısınız.'. Each tab is a URL; the header has the logout.
 */
export function AdminLayout() {
  const { t } = useTranslation('panel');
  const { t: tLogin } = useTranslation('admin');
  const session = useSession();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    // A direct visit's early script may have asked already, with the panel's files (ROUTE_DATA).
    authRequest('auth/admin-session', { schema: sessionInfoSchema, response: takeEarlyData(ADMIN_SESSION_CHECK_URL) }).then(
      () => !cancelled && setConfirmed(true),
      async (error: unknown) => {
        if (cancelled) return;
        if (isAuthError(error) && error.status === 403) await signOut();
        navigate('/admin/login', { replace: true, state: { message: tLogin('login.guardMessage') } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, tLogin]);

  if (!confirmed || session.status !== 'authenticated') return <Spinner label={t('shell.checking')} fullHeight />;
  return (
    <div className="admin-panel">
      <header className="admin-panel__header">
        <span className="admin-panel__brand">{t('shell.brand')}</span>
        <span className="admin-panel__user">{session.user.email}</span>
        <Button variant="secondary" size="sm" onClick={() => void signOut().then(() => navigate('/admin/login', { replace: true }))}>
          {t('shell.logout')}
        </Button>
      </header>
      <nav className="admin-panel__tabs" aria-label={t('shell.tabs')}>
        <ul>
          {ADMIN_TABS.map((tab) => (
            <li key={tab.key}>
              <NavLink to={tab.path} end={tab.end}>{t(`nav.${tab.key}`)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* The shell's <main> holds the panel: one main landmark per page, at the top level. */}
      <div className="admin-panel__main">
        <Outlet />
      </div>
    </div>
  );
}
