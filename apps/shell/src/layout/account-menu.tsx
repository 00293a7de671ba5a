import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { signOut, useSession } from '@harman/auth';
import { useTranslation } from '@harman/i18n';
import { Icon } from '@harman/ui';

/**
 * The login link for visitors; for signed-in customers the menu Hesabım, Siparişlerim, Çıkış Yap. It follows the
 * session store, so signing in or out in any remote or tab changes it at once.
 */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (session.status !== 'authenticated') {
    return (
      <Link to="/auth/login" className="account-menu__login">
        {t('account.login')}
      </Link>
    );
  }
  return (
    <div className="account-menu" ref={root}>
      <button type="button" className="account-menu__button" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((v) => !v)}>
        <Icon name="user" /><span className="hm-visually-hidden">{t('account.menu')}</span>
      </button>
      <ul className="account-menu__panel" hidden={!open}>
        <li><Link to="/dashboard" onClick={() => setOpen(false)}>{t('account.myAccount')}</Link></li>
        <li><Link to="/dashboard/orders" onClick={() => setOpen(false)}>{t('account.myOrders')}</Link></li>
        <li>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              void signOut().then(() => navigate('/'));
            }}
          >
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
