import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '@harman/auth';
import { notificationBadgeText } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { announce } from '@harman/ui';
import { addNotificationTranslations } from './notification-translations';
import { useNotifications } from './use-notifications';
import { useNotificationsLifecycle } from './use-notifications-lifecycle';

addNotificationTranslations();

const loadPanel = () => import(/* webpackChunkName: "notification-panel" */ './notification-panel');
const NotificationPanel = lazy(loadPanel);

/**
 * The header's bell (signed-in users only): a red dot and the unread count (99+ above 99), the panel it opens,
 * and a polite live region that announces each new notification. The panel's code loads on first use.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [language] = useLanguage();
  const session = useSession();
  const state = useNotifications();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const openFromRemote = useCallback(() => setOpen(true), []);
  useNotificationsLifecycle(state, openFromRemote);
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus({ preventScroll: true });
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // A live arrival is said once, through the page's shared live region.
  const arrival = state.arrival;
  const arrivedText = arrival ? t('arrived', { title: arrival.notification.title[language] }) : '';
  useEffect(() => {
    if (arrival && arrivedText) announce(arrivedText);
  }, [arrival, arrivedText]);

  if (session.status !== 'authenticated') return null;
  const count = state.unreadCount;
  return (
    <div className="notification-bell" ref={root} data-live={state.live}>
      <button
        ref={button}
        type="button"
        className="notification-bell__button"
        aria-label={count > 0 ? t('bellWithCount', { count }) : t('bell')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-testid="notification-bell"
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        <BellIcon />
        {/* The spec's red dot, carrying the count (a separate dot peeked out from under it). */}
        {count > 0 ? (
          <span className="notification-bell__badge" data-testid="notification-badge" aria-hidden="true">
            {notificationBadgeText(count)}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10.3 21a1.9 1.9 0 0 0 3.4 0" />
    </svg>
  );
}
