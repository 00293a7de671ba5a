import { Link, NavLink } from 'react-router-dom';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { DASHBOARD_PAGES } from './nav-items';

/** The sidebar's links (also the mobile drawer's): the five pages, payment methods, and back to the shop. */
export function DashboardNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useAccountTranslation();
  return (
    <nav className="account-nav" aria-label={t('dashboard.menu')}>
      <ul>
        {DASHBOARD_PAGES.map((page) => (
          <li key={page.key}>
            <NavLink to={page.path} end={page.end} onClick={onNavigate}>{t(`dashboard.nav.${page.key}`)}</NavLink>
          </li>
        ))}
        <li>
          <Link to="/dashboard/security#cards" onClick={onNavigate}>{t('dashboard.nav.payments')}</Link>
        </li>
      </ul>
      <Link className="account-nav__shop" to="/shop" onClick={onNavigate}>{t('dashboard.nav.shop')}</Link>
    </nav>
  );
}

/** The bottom tab bar of small screens. */
export function DashboardTabs() {
  const { t } = useAccountTranslation();
  const tabs = ['overview', 'orders', 'addresses', 'profile', 'security'] as const;
  return (
    <nav className="account-tabs" aria-label={t('dashboard.menu')}>
      {tabs.map((key) => {
        const page = DASHBOARD_PAGES.find((entry) => entry.key === key)!;
        return (
          <NavLink key={key} to={page.path} end={page.end}>{t(`dashboard.tabs.${key}`)}</NavLink>
        );
      })}
    </nav>
  );
}
