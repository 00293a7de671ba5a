import { useSyncExternalStore } from 'react';
import { getSessionController } from './session-controller';
import { getSessionStore, type SessionState } from './session-store';

/** Who is signed in; re-renders when it changes in this remote, another remote or another tab. */
export function useSession(): SessionState {
  // The first reader starts the session check (shell, or a remote running alone).
  getSessionController();
  const store = getSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** Whether the api has answered the start-up check (guards wait for it before deciding). */
export function useSessionChecked(): boolean {
  const store = getSessionStore();
  return useSyncExternalStore(store.subscribe, store.isChecked, store.isChecked);
}
