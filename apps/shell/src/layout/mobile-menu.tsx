import { Link, NavLink, useNavigate } from 'react-router-dom';
import { signOut, useSession } from '@harman/auth';
import { useTranslation } from '@harman/i18n';
import { MAIN_NAV, MORE_NAV } from './nav-links';
import { SearchBox } from './search-box';

export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const session = useSession();
  const navigate = useNavigate();
  return (
    <div id="mobile-menu" className="mobile-menu" hidden={!open}>
      <SearchBox className="mobile-menu__search" onSearch={onClose} />
      <nav aria-label={t('nav.label')}>
        <ul className="mobile-menu__list">
          {MAIN_NAV.map((item) => (
            <li key={item.to}><NavLink to={item.to} end={item.to === '/'}>{t(item.key)}</NavLink></li>
          ))}
        </ul>
        <p className="mobile-menu__title">{t('nav.moreTitle')}</p>
        <ul className="mobile-menu__list">
          {MORE_NAV.map((item) => (
            <li key={item.to}><NavLink to={item.to}>{t(item.key)}</NavLink></li>
          ))}
        </ul>
      </nav>
      {/* Giriş Yap / Kayıt Ol for visitors; a signed-in customer gets the account menu's links instead. */}
      {session.status === 'authenticated' ? (
        <div className="mobile-menu__auth">
          <Link to="/dashboard" className="hm-button hm-button--secondary hm-button--md">{t('account.myAccount')}</Link>
          <Link to="/dashboard/orders" className="hm-button hm-button--secondary hm-button--md">{t('account.myOrders')}</Link>
          <button
            type="button"
            className="hm-button hm-button--ghost hm-button--md"
            onClick={() => {
              onClose();
              void signOut().then(() => navigate('/'));
            }}
          >
            {t('account.logout')}
          </button>
        </div>
      ) : (
        <div className="mobile-menu__auth">
          <Link to="/auth/login" className="hm-button hm-button--secondary hm-button--md">{t('account.login')}</Link>
          <Link to="/auth/register" className="hm-button hm-button--primary hm-button--md">{t('account.register')}</Link>
        </div>
      )}
    </div>
  );
}
