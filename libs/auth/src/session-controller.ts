import { SIGNED_IN_HINT_COOKIE, sessionInfoSchema, type SessionInfo } from '@harman/contracts';
import { authRequest, isAuthError } from './auth-request';
import { getSessionStore, SESSION_STORAGE_KEY, type SessionStore } from './session-store';

/** Refresh this long before the access cookie expires, so no request meets an expired one. */
const REFRESH_AHEAD_MS = 60_000;
const MIN_DELAY_MS = 5_000;
const LOCK_NAME = 'harman.session.refresh';
const RETRY_MS = 15_000;

/**
 * Keeps the browser's session alive and the store honest: asks the api at start, refreshes before the access
 * cookie expires (one tab at a time, through the Web Locks API: a rotated refresh token must never be sent
 * twice, or the api ends the session as stolen), and signs in and out.
 */
export class SessionController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private started: Promise<void> | undefined;
  private refreshing: Promise<boolean> | undefined;

  constructor(private readonly store: SessionStore) {}

  /** Once per page: what the api says about the cookies, then the refresh timer. */
  start(): Promise<void> {
    this.started ??= this.check().finally(() => {
      this.store.subscribe(() => this.schedule());
      this.schedule();
      if (typeof document !== 'undefined') {
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void this.refreshIfDue();
        });
      }
    });
    return this.started;
  }

  /** After a sign-in step that answered a session. */
  signedIn(info: SessionInfo): void {
    this.store.signedIn(info.user, Date.parse(info.accessExpiresAt));
  }

  async signOut(): Promise<void> {
    try {
      await authRequest('auth/logout', { method: 'POST', body: {} });
    } catch {
      // Signed out locally whatever happens; the server session ends at its own timeouts at worst.
    }
    this.store.signedOut();
  }

  /**
   * A new access cookie (true), or the session is over (false: the store says 'expired' if this browser was
   * signed in). Concurrent callers share one request; other tabs wait for the lock and then see the fresh expiry.
   */
  refresh(): Promise<boolean> {
    const expiryBefore = readStoredExpiry();
    this.refreshing ??= this.withLock(() => this.refreshOnce(expiryBefore)).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refreshOnce(expiryBefore: number | null): Promise<boolean> {
    // Another tab (or another copy of this lib) refreshed while this one waited for the lock: use its result.
    const expiryNow = readStoredExpiry();
    if (expiryNow !== null && expiryNow !== expiryBefore && expiryNow - Date.now() > REFRESH_AHEAD_MS) {
      const stored = this.store.getSnapshot();
      if (stored.status === 'authenticated') return true;
    }
    try {
      this.signedIn(await authRequest('auth/refresh', { method: 'POST', body: {}, schema: sessionInfoSchema }));
      return true;
    } catch (error) {
      if (isAuthError(error) && error.status === 401) {
        if (this.store.getSnapshot().status === 'authenticated') this.store.expired();
        else this.store.markChecked();
        return false;
      }
      // No answer (offline, api restarting): try again soon rather than let the cookie lapse.
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.refresh(), RETRY_MS);
      return this.store.getSnapshot().status === 'authenticated';
    }
  }

  private async check(): Promise<void> {
    // An anonymous visit: nothing to ask (the api could only answer 401 to the check and to the refresh).
    if (!mayHoldSession()) {
      this.store.markChecked();
      return;
    }
    try {
      this.signedIn(await authRequest('auth/session', { schema: sessionInfoSchema }));
    } catch (error) {
      if (isAuthError(error) && error.status === 401) {
        await this.refresh();
        this.store.markChecked();
      } else {
        this.store.unreachable();
      }
    }
  }

  private schedule(): void {
    clearTimeout(this.timer);
    const state = this.store.getSnapshot();
    if (state.status !== 'authenticated') return;
    const delay = Math.max(MIN_DELAY_MS, state.accessExpiresAt - Date.now() - REFRESH_AHEAD_MS);
    this.timer = setTimeout(() => void this.refresh(), delay);
  }

  private async refreshIfDue(): Promise<void> {
    const state = this.store.getSnapshot();
    if (state.status === 'authenticated' && state.accessExpiresAt - Date.now() < REFRESH_AHEAD_MS) await this.refresh();
  }

  private async withLock<T>(work: () => Promise<T>): Promise<T> {
    const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
    return locks ? locks.request(LOCK_NAME, work) : work();
  }
}

const HINT = new RegExp(`(?:^|;\\s*)(?:__Host-)?${SIGNED_IN_HINT_COOKIE}=`);

/** A session may exist: the api's signed-in hint cookie is there, or this browser stored a session earlier. */
function mayHoldSession(): boolean {
  if (typeof document === 'undefined') return true;
  if (HINT.test(document.cookie)) return true;
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY) !== null;
  } catch {
    return true;
  }
}

function readStoredExpiry(): number | null {
  try {
    const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
    const value = raw ? (JSON.parse(raw) as { accessExpiresAt?: unknown }).accessExpiresAt : null;
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

let controller: SessionController | undefined;
/** The page's controller; it starts checking the session on first use. */
export function getSessionController(): SessionController {
  if (!controller) {
    controller = new SessionController(getSessionStore());
    void controller.start();
  }
  return controller;
}
