import { useEffect } from 'react';
import { useSession } from '@harman/auth';
import {
  NOTIFICATIONS_OPEN_EVENT,
  NOTIFICATIONS_STATE_EVENT,
  NOTIFICATIONS_UNREAD_ATTRIBUTE,
} from '@harman/contracts';
import { afterPageStart } from '../startup/after-page-start';
import { armSoundOnFirstInteraction, highlightPage, playChime } from './live-effects';
import { getNotificationsStore, type NotificationsState } from './notifications-store';
import { setTitleUnreadCount } from './title-prefix';

/**
 * Runs the notifications of the signed-in user for the whole page: starts and stops the store with the session,
 * keeps the title prefix and the remotes' copy of the count, and plays the arrival effects.
 */
export function useNotificationsLifecycle(state: NotificationsState, onOpenRequest: () => void): void {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : null;

  useEffect(() => {
    if (!userId) return;
    const store = getNotificationsStore();
    // The list and the stream wait for the page's first screen; a sign-in later on starts them at once.
    const cancelStart = afterPageStart(() => store.start());
    return () => {
      cancelStart();
      store.stop();
    };
  }, [userId]);

  useEffect(() => armSoundOnFirstInteraction(), []);

  useEffect(() => {
    setTitleUnreadCount(state.unreadCount);
    // The dashboard's bell (account remote) follows the count through this attribute and event.
    document.documentElement.setAttribute(NOTIFICATIONS_UNREAD_ATTRIBUTE, String(state.unreadCount));
    window.dispatchEvent(new CustomEvent(NOTIFICATIONS_STATE_EVENT, { detail: { unread: state.unreadCount } }));
  }, [state.unreadCount]);

  useEffect(() => {
    if (!state.arrival) return;
    playChime();
    highlightPage();
  }, [state.arrival]);

  useEffect(() => {
    window.addEventListener(NOTIFICATIONS_OPEN_EVENT, onOpenRequest);
    return () => window.removeEventListener(NOTIFICATIONS_OPEN_EVENT, onOpenRequest);
  }, [onOpenRequest]);
}
