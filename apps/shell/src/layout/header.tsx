import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { Icon } from '@harman/ui';
import { MAIN_NAV } from './nav-links';
import { MoreMenu } from './more-menu';
import { SearchBox } from './search-box';
import { LanguageSelect } from './language-select';
import { CartControl } from '../cart/cart-control';
import { AccountMenu } from './account-menu';
import { MobileMenu } from './mobile-menu';
import { useScrolled } from './use-scrolled';
import { ConnectionIndicator } from '../connection/connection-indicator';
import { NotificationBell } from '../notifications/notification-bell';

export function Header() {
  const { t } = useTranslation('shell');
  const scrolled = useScrolled();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    setMobileOpen(false);
    setSearchOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);
  // The menu is a disclosure: focus stays on the burger and the menu follows it in the tab order. Escape
  // closes it from anywhere and gives focus back to the burger, unless a modal dialog above (cart drawer,
  // cookie settings) is the one being closed.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      setMobileOpen(false);
      burger.current?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);
  // The search panel of mid-width windows is a disclosure too: Escape closes it and focus goes back to its button.
  useEffect(() => {
    if (!searchOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (event.target instanceof Element && event.target.closest('dialog')) return;
      // Not the search field's own Escape, which would empty it: what was typed is there when it opens again.
      event.preventDefault();
      setSearchOpen(false);
      searchToggle.current?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [searchOpen]);

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
          <button
            ref={searchToggle}
            type="button"
            className="header__search-toggle"
            aria-expanded={searchOpen}
            aria-controls="header-search"
            aria-label={searchOpen ? t('search.close') : t('search.open')}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <Icon name={searchOpen ? 'close' : 'search'} size={20} />
          </button>
          <LanguageSelect />
          <span className="header__slot" data-slot="notifications"><NotificationBell /></span>
          <span className="header__slot" data-slot="connection"><ConnectionIndicator /></span>
          <AccountMenu />
          <CartControl />
          <button
            ref={burger}
            type="button"
            className="header__burger"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? t('mobile.close') : t('mobile.open')}
            onClick={() => setMobileOpen((open) => !open)}
          >
            <Icon name={mobileOpen ? 'close' : 'menu'} size={26} />
          </button>
        </div>
      </div>
      <div id="header-search" className="header__search-panel" hidden={!searchOpen}>
        <SearchBox inputRef={searchInput} onSearch={() => setSearchOpen(false)} />
      </div>
      <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} />
    </header>
  );
}
