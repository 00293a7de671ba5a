/**
 * The client's view of who is signed in. The api owns the session (httpOnly cookies this code never sees); the
 * store mirrors the signed-in user and when the access cookie expires, so every remote and tab agrees through
 * data: a versioned record in local storage plus a window event, and the `storage` event across tabs. Two
 * copies of this lib (a remote built with another version) still agree.
 */
export type Role = 'user' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  emailVerified?: boolean;
  totpEnabled?: boolean;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  /** Was signed in on this browser, and the api no longer knows the session: the 'session expired' notice. */
  | { status: 'expired' }
  /** The api could not be reached to check the session (the connection error screen). */
  | { status: 'unreachable' }
  /**
   * The api answered the start-up check with a failure other than 401 ('session': 'Kimlik doğrulama oturumu
   * alınamadı.'), or starting failed in an unexpected way ('unexpected').
   */
  | { status: 'failed'; reason: SessionFailure }
  | { status: 'authenticated'; user: SessionUser; accessExpiresAt: number };

export type SessionFailure = 'session' | 'unexpected';

export const SESSION_STORAGE_KEY = 'harman.session';
export const SESSION_CHANGED_EVENT = 'harman:session-changed';
const RECORD_VERSION = 2;
const EXPIRED_MARK = 'expired';

interface StoredRecord {
  v: number;
  user: SessionUser;
  accessExpiresAt: number;
}

function isUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<SessionUser>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    (user.fullName === null || typeof user.fullName === 'string' || user.fullName === undefined) &&
    (user.role === 'user' || user.role === 'admin')
  );
}

function readStored(storage: Storage): SessionState | null {
  let raw: string | null;
  try {
    raw = storage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  if (raw === EXPIRED_MARK) return { status: 'expired' };
  try {
    const record = JSON.parse(raw) as Partial<StoredRecord>;
    if (record.v === RECORD_VERSION && isUser(record.user) && typeof record.accessExpiresAt === 'number') {
      const user: SessionUser = { ...record.user, fullName: record.user.fullName ?? null };
      return { status: 'authenticated', user, accessExpiresAt: record.accessExpiresAt };
    }
  } catch {
    // An unreadable record is dropped below: nobody is signed in on this client.
  }
  try {
    storage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the in-memory state still works for this page.
  }
  return null;
}

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Whether the api has been asked at least once on this page (guards wait for it). */
  isChecked(): boolean;
  markChecked(): void;
  signedIn(user: SessionUser, accessExpiresAt: number): void;
  signedOut(): void;
  /** The signed-in user's own details changed (a profile saved): every remote and tab shows the new ones. */
  updateUser(changes: Pick<SessionUser, 'fullName'>): void;
  /** The api refused the session this browser held: the 'session expired' notice. */
  expired(): void;
  /** The api could not be reached; a stored session is kept as it is. */
  unreachable(): void;
  /** The check failed otherwise; like `unreachable`, a stored session is kept as it is. */
  failed(reason: SessionFailure): void;
}

export function createSessionStore(storage: Storage, target: EventTarget = window): SessionStore {
  // Until the api answers, a stored user shows at once (no flash of 'Giriş Yap' in the header); guards wait.
  let state: SessionState = readStored(storage) ?? { status: 'loading' };
  let checked = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const sync = () => {
    const stored = readStored(storage);
    // Nothing stored: signed out elsewhere, unless this page is still waiting for its first answer.
    const next = stored ?? (checked || state.status !== 'loading' ? { status: 'anonymous' as const } : state);
    if (!sameState(next, state)) {
      state = next;
      notify();
    }
  };
  const write = (value: string | null) => {
    try {
      if (value === null) storage.removeItem(SESSION_STORAGE_KEY);
      else storage.setItem(SESSION_STORAGE_KEY, value);
    } catch {
      // Storage refused: this page keeps its state; other tabs learn at their next check.
    }
    target.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
  };
  const set = (next: SessionState, stored: string | null) => {
    state = next;
    write(stored);
    notify();
  };
  target.addEventListener(SESSION_CHANGED_EVENT, sync);
  target.addEventListener('storage', (event) => {
    if ((event as StorageEvent).key === SESSION_STORAGE_KEY || (event as StorageEvent).key === null) sync();
  });
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isChecked: () => checked,
    markChecked() {
      if (checked) return;
      checked = true;
      if (state.status === 'loading') {
        state = { status: 'anonymous' };
      }
      notify();
    },
    signedIn(user, accessExpiresAt) {
      checked = true;
      const record: StoredRecord = { v: RECORD_VERSION, user, accessExpiresAt };
      set({ status: 'authenticated', user, accessExpiresAt }, JSON.stringify(record));
    },
    signedOut() {
      checked = true;
      set({ status: 'anonymous' }, null);
    },
    updateUser(changes) {
      if (state.status !== 'authenticated') return;
      const record: StoredRecord = { v: RECORD_VERSION, user: { ...state.user, ...changes }, accessExpiresAt: state.accessExpiresAt };
      set({ ...state, user: record.user }, JSON.stringify(record));
    },
    expired() {
      checked = true;
      set({ status: 'expired' }, EXPIRED_MARK);
    },
    unreachable() {
      checked = true;
      if (state.status === 'authenticated') return notify();
      state = { status: 'unreachable' };
      notify();
    },
    failed(reason) {
      checked = true;
      if (state.status === 'authenticated') return notify();
      state = { status: 'failed', reason };
      notify();
    },
  };
}

function sameState(a: SessionState, b: SessionState): boolean {
  if (a.status !== b.status) return false;
  if (a.status === 'failed' && b.status === 'failed') return a.reason === b.reason;
  if (a.status !== 'authenticated' || b.status !== 'authenticated') return true;
  return a.accessExpiresAt === b.accessExpiresAt && JSON.stringify(a.user) === JSON.stringify(b.user);
}

let defaultStore: SessionStore | undefined;
export function getSessionStore(): SessionStore {
  defaultStore ??= createSessionStore(window.localStorage, window);
  return defaultStore;
}
