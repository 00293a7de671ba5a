import { useSyncExternalStore } from 'react';
import { getNotificationsStore, type NotificationsState } from './notifications-store';

export function useNotifications(): NotificationsState {
  const store = getNotificationsStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
