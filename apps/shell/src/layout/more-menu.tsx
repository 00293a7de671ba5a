import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { Icon } from '@harman/ui';
import { MORE_NAV } from './nav-links';

/**
 * 'Daha Fazla' dropdown: opens on click or keyboard, closes on Escape, outside click, navigation, or when Tab
 * takes focus out of it (an open panel would cover the page under the next control).
 */
export function MoreMenu() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      className="more-menu"
      ref={root}
      onBlur={(event) => {
        // Only when focus went to another control (a click elsewhere is the pointer handler's).
        const next = event.relatedTarget as Node | null;
        if (open && next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="header__nav-link more-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('nav.more')} <Icon name="chevronDown" size={16} />
      </button>
      <div id={menuId} className="more-menu__panel" hidden={!open}>
        <p className="more-menu__title">{t('nav.moreTitle')}</p>
        <ul>
          {MORE_NAV.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="more-menu__link" onClick={() => setOpen(false)}>
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
