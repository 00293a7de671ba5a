import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { signOut } from '@harman/auth';
import { Icon } from '@harman/ui';
import { DashboardBell } from '../../features/dashboard/dashboard-bell';
import { DashboardNav, DashboardTabs } from '../../features/dashboard/dashboard-nav';
import { pageOf } from '../../features/dashboard/nav-items';
import { useAccountTranslation } from '../../lib/use-account-translation';

/**
 * The dashboard's frame (spec §2): sidebar (a drawer on small screens, plus a bottom tab bar), breadcrumb,
 * notification bell, settings link and sign-out, around the current page.
 */
export function DashboardLayout() {
  const { t } = useAccountTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const drawer = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const page = pageOf(location.pathname);

  useEffect(() => {
    if (!drawerOpen) return;
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDrawerOpen(false);
        opener.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  useEffect(() => {
    if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
  }, [location.hash, location.pathname]);

  const leave = async () => {
    setSigningOut(true);
    await signOut();
    navigate('/');
  };

  return (
    <div className="account-dashboard">
      <aside className="account-dashboard__sidebar">
        <DashboardNav />
      </aside>
      {drawerOpen ? (
        <div className="account-drawer" role="dialog" aria-modal="true" aria-label={t('dashboard.menu')}>
          <button type="button" className="account-drawer__backdrop" aria-label={t('dashboard.closeMenu')} onClick={() => setDrawerOpen(false)} />
          <div className="account-drawer__panel" ref={drawer}>
            <button type="button" className="account-icon-button" aria-label={t('dashboard.closeMenu')} onClick={() => setDrawerOpen(false)}>
              <Icon name="close" />
            </button>
            <DashboardNav onNavigate={() => setDrawerOpen(false)} />
          </div>
        </div>
      ) : null}
      <div className="account-dashboard__main">
        <header className="account-dashboard__bar">
          <button
            ref={opener}
            type="button"
            className="account-icon-button account-dashboard__menu"
            aria-label={t('dashboard.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <nav aria-label={t('dashboard.breadcrumb')} className="account-breadcrumb">
            <ol>
              <li><Link to="/dashboard">{t('dashboard.account')}</Link></li>
              {page !== 'overview' ? <li aria-current="page">{t(`dashboard.nav.${page}`)}</li> : null}
            </ol>
          </nav>
          <div className="account-dashboard__actions">
            <DashboardBell />
            <Link className="account-icon-button" to="/dashboard/profile" aria-label={t('dashboard.settings')}>
              <SettingsIcon />
            </Link>
            <button type="button" className="hm-button hm-button--ghost hm-button--sm" onClick={leave} disabled={signingOut}>
              {t('dashboard.signOut')}
            </button>
          </div>
        </header>
        <div className="account-dashboard__content">
          <Outlet />
        </div>
      </div>
      <DashboardTabs />
    </div>
  );
}

function SettingsIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}
