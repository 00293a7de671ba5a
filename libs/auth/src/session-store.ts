/**
 * The client's view of who is signed in. The api owns the session (cookies); this store only mirrors
 * the signed-in user for the UI. Like the cart, copies of this lib in different remotes agree through
 * data: a stored summary plus a window event, and the `storage` event across tabs.
 */
export type Role = 'user' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: SessionUser };

export const SESSION_STORAGE_KEY = 'harman.session';
export const SESSION_CHANGED_EVENT = 'harman:session-changed';

function readStoredState(storage: Storage): SessionState {
  try {
    const raw = storage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return { status: 'anonymous' };
    const user = JSON.parse(raw) as Partial<SessionUser>;
    if (typeof user.id === 'string' && typeof user.email === 'string' && (user.role === 'user' || user.role === 'admin')) {
      return { status: 'authenticated', user: { id: user.id, email: user.email, fullName: user.fullName ?? null, role: user.role } };
    }
  } catch {
    // An unreadable record means nobody is signed in on this client.
  }
  storage.removeItem(SESSION_STORAGE_KEY);
  return { status: 'anonymous' };
}

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  signedIn(user: SessionUser): void;
  signedOut(): void;
}

export function createSessionStore(storage: Storage, target: EventTarget = window): SessionStore {
  let state = readStoredState(storage);
  const listeners = new Set<() => void>();
  const refresh = () => {
    state = readStoredState(storage);
    listeners.forEach((listener) => listener());
  };
  const write = (user: SessionUser | null) => {
    if (user) storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    else storage.removeItem(SESSION_STORAGE_KEY);
    target.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  };
  target.addEventListener(SESSION_CHANGED_EVENT, refresh);
  target.addEventListener('storage', (event) => {
    if ((event as StorageEvent).key === SESSION_STORAGE_KEY) refresh();
  });
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signedIn: (user) => write(user),
    signedOut: () => write(null),
  };
}

let defaultStore: SessionStore | undefined;
export function getSessionStore(): SessionStore {
  defaultStore ??= createSessionStore(window.localStorage, window);
  return defaultStore;
}
