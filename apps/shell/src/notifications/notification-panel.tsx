import { useEffect, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { NOTIFICATION_FILTERS, isSafeNotificationUrl, type AppNotification, type NotificationFilter } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { Spinner, announce } from '@harman/ui';
import { focusTargetAfterItemChange, focusWentWith } from './focus-after-item-change';
import { getNotificationsStore } from './notifications-store';
import { relativeTime } from './relative-time';
import { useNotifications } from './use-notifications';

interface Props {
  id: string;
  onClose: () => void;
}

/**
 * The panel (spec cross-cutting elements): filter Tümü / Okunmamış, mark one or all read, delete, and a click
 * opens the notification's link. Loading, empty and error states; the filter is a pair of toggle buttons.
 * A control that goes with its change (a read item's 'Okundu olarak işaretle', a deleted or, in 'Okunmamış', read
 * item, 'Tümünü okundu işaretle' once nothing is unread) hands focus on within the panel, which stays open.
 */
export default function NotificationPanel({ id, onClose }: Props) {
  const { t } = useTranslation('notifications');
  const [language] = useLanguage();
  const state = useNotifications();
  const store = getNotificationsStore();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);

  /**
   * The control of an item that has focus, and where focus goes if it goes with a change of the list: the panel's own
   * buttons, or a read or delete in another tab arriving through the live stream (focus-after-item-change.ts).
   * Followed as focus moves and after every render, so the place is worked out from the list as it was just before.
   */
  const focused = useRef<{ control: HTMLElement; target: () => HTMLElement | null } | null>(null);
  const follow = (element: EventTarget | null) => {
    focused.current = element instanceof HTMLElement && element.closest('.notification-item') ? { control: element, target: focusTargetAfterItemChange(element) } : null;
  };
  useLayoutEffect(() => {
    const last = focused.current;
    if (last && focusWentWith(last.control)) (last.target() ?? heading.current)?.focus();
    follow(document.activeElement);
  });
  const markRead = (notification: AppNotification) => {
    // At once (the store's change is optimistic), so the effect above moves focus before anything else runs.
    flushSync(() => void store.markRead(notification.id));
    announce(t('markedRead'));
  };
  const remove = (notification: AppNotification) => {
    flushSync(() => void store.remove(notification.id));
    announce(t('removed'));
  };
  const markAllRead = () => {
    flushSync(() => void store.markAllRead());
    heading.current?.focus();
    announce(t('allMarkedRead'));
  };

  const chooseFilter = (filter: NotificationFilter) => {
    if (filter !== state.filter || state.status === 'error') void store.load(filter);
  };
  const openLink = (notification: AppNotification) => {
    const url = notification.data.url;
    if (!url || !isSafeNotificationUrl(url)) {
      // Nowhere to go: the panel stays, and in 'Okunmamış' the item just read leaves it.
      flushSync(() => void store.markRead(notification.id));
      return;
    }
    void store.markRead(notification.id);
    onClose();
    if (url.startsWith('/')) navigate(url);
    else window.location.assign(url);
  };
  const shown = state.filter === 'unread' ? state.items.filter((n) => !n.read) : state.items;

  return (
    <section id={id} className="notification-panel" aria-labelledby={`${id}-title`} data-testid="notification-panel" onFocus={(event) => follow(event.target)}>
      <div className="notification-panel__header">
        <h2 id={`${id}-title`} className="notification-panel__title" tabIndex={-1} ref={heading}>
          {t('panelTitle')}
        </h2>
        <button type="button" className="notification-panel__close" onClick={onClose} aria-label={t('close')}>
          ×
        </button>
      </div>
      <div className="notification-panel__tools">
        <div role="group" aria-label={t('filters.label')} className="notification-panel__filters">
          {NOTIFICATION_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              aria-pressed={state.filter === filter}
              className="notification-panel__filter"
              onClick={() => chooseFilter(filter)}
            >
              {t(`filters.${filter}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="notification-panel__all-read"
          onClick={markAllRead}
          disabled={state.unreadCount === 0}
        >
          {t('markAllRead')}
        </button>
      </div>
      {state.status === 'loading' && shown.length === 0 ? (
        <div className="notification-panel__state" role="status">
          <Spinner /> <span>{t('loading')}</span>
        </div>
      ) : state.status === 'error' ? (
        <div className="notification-panel__state" role="alert">
          <p>{t('error')}</p>
          <button type="button" className="hm-button hm-button--ghost hm-button--sm" onClick={() => void store.load(state.filter)}>
            {t('retry')}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p className="notification-panel__state">{state.filter === 'unread' ? t('emptyUnread') : t('empty')}</p>
      ) : (
        <ul className="notification-panel__list">
          {shown.map((notification) => (
            <li key={notification.id} className={notification.read ? 'notification-item' : 'notification-item notification-item--unread'} data-testid="notification-item">
              <button type="button" className="notification-item__open" onClick={() => openLink(notification)}>
                <span className="notification-item__type">{t(`types.${notification.type}`)}</span>
                <strong className="notification-item__title">
                  {!notification.read ? <span className="hm-visually-hidden">{t('unread')}: </span> : null}
                  {notification.title[language]}
                </strong>
                <span className="notification-item__message">{notification.message[language]}</span>
                <time className="notification-item__time" dateTime={notification.createdAt ?? undefined}>
                  {relativeTime(notification.createdAt, language) ?? t('unknownTime')}
                </time>
              </button>
              <div className="notification-item__actions">
                {!notification.read ? (
                  <button
                    type="button"
                    className="notification-item__action"
                    aria-label={`${t('markRead')}: ${notification.title[language]}`}
                    onClick={() => markRead(notification)}
                  >
                    {t('markRead')}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="notification-item__action"
                  aria-label={`${t('remove')}: ${notification.title[language]}`}
                  onClick={() => remove(notification)}
                >
                  {t('remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
