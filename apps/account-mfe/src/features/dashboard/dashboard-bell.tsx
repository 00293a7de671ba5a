import { useEffect, useState } from 'react';
import {
  NOTIFICATIONS_OPEN_EVENT,
  NOTIFICATIONS_STATE_EVENT,
  NOTIFICATIONS_UNREAD_ATTRIBUTE,
  notificationBadgeText,
} from '@harman/contracts';
import { useAccountTranslation } from '../../lib/use-account-translation';

/** The unread count the shell publishes (its header bell owns the list and the live stream). */
function useUnreadNotifications(): number {
  const read = () => Number(document.documentElement.getAttribute(NOTIFICATIONS_UNREAD_ATTRIBUTE) ?? 0) || 0;
  const [count, setCount] = useState(read);
  useEffect(() => {
    const onState = (event: Event) => setCount(Number((event as CustomEvent<{ unread?: number }>).detail?.unread ?? read()) || 0);
    window.addEventListener(NOTIFICATIONS_STATE_EVENT, onState);
    setCount(read());
    return () => window.removeEventListener(NOTIFICATIONS_STATE_EVENT, onState);
  }, []);
  return count;
}

/**
 * The dashboard's bell with its red dot and count: it asks the shell to open the notification panel, so the
 * page has one list and one stream however many bells it shows.
 */
export function DashboardBell() {
  const { t } = useAccountTranslation();
  const count = useUnreadNotifications();
  return (
    <button
      type="button"
      className="account-icon-button account-bell"
      aria-label={count > 0 ? t('dashboard.notificationsWithCount', { count }) : t('dashboard.notifications')}
      data-testid="dashboard-bell"
      onClick={() => window.dispatchEvent(new CustomEvent(NOTIFICATIONS_OPEN_EVENT))}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10.3 21a1.9 1.9 0 0 0 3.4 0" />
      </svg>
      {count > 0 ? (
        <span className="account-bell__badge" aria-hidden="true">
          {notificationBadgeText(count)}
        </span>
      ) : null}
    </button>
  );
}
