import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { MAIN_NAV } from './nav-links';
import { MoreMenu } from './more-menu';
import { SearchBox } from './search-box';
import { LanguageSelect } from './language-select';
import { CartControl } from '../cart/cart-control';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';
import { HeaderDisclosureButton, useHeaderDisclosure } from './header-disclosure';
import { useScrolled } from './use-scrolled';
import { ConnectionIndicator } from '../connection/connection-indicator';
import { SignedInBell } from '../notifications/signed-in-bell';

export function Header() {
  const { t } = useTranslation('shell');
  const scrolled = useScrolled();
  const { pathname } = useLocation();
  const menu = useHeaderDisclosure(pathname);
  const search = useHeaderDisclosure(pathname);
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (search.open) searchInput.current?.focus();
  }, [search.open]);

  return (
    <header className={scrolled ? 'header header--scrolled' : 'header'} data-scrolled={scrolled}>
      <div className="header__inner hm-container">
        <Link to="/" className="header__brand" aria-label={t('brand')}>
          {/* The letter is drawn by CSS, so the link's visible text is its name (WCAG 2.5.3). */}
          <span className="header__logo" aria-hidden="true" />
          <span className="header__brand-text">{t('brand')}</span>
        </Link>
        <nav className="header__nav" aria-label={t('nav.label')}>
          <ul className="header__nav-list">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className="header__nav-link">
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
            <li>
              <MoreMenu />
            </li>
          </ul>
        </nav>
        <div className="header__tools">
          <SearchBox className="header__search" />
          {/* Between 1181 and 1380 px the row holds the navigation but not the search box: it opens below. */}
          <HeaderDisclosureButton
            disclosure={search}
            className="header__search-toggle"
            controls="header-search"
            label={search.open ? t('search.close') : t('search.open')}
            icon="search"
            iconSize={20}
          />
          <LanguageSelect />
          <span className="header__slot" data-slot="notifications"><SignedInBell /></span>
          <span className="header__slot" data-slot="connection"><ConnectionIndicator /></span>
          <AccountMenu />
          <CartControl />
          <HeaderDisclosureButton
            disclosure={menu}
            className="header__burger"
            controls="mobile-menu"
            label={menu.open ? t('mobile.close') : t('mobile.open')}
            icon="menu"
            iconSize={26}
          />
        </div>
      </div>
      <div id="header-search" className="header__search-panel" hidden={!search.open}>
        <SearchBox inputRef={searchInput} onSearch={() => search.setOpen(false)} />
      </div>
      <MobileMenu open={menu.open} onClose={() => menu.setOpen(false)} />
    </header>
  );
}
