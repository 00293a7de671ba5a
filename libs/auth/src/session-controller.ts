import { takeEarlyData } from '@harman/api-client';
import {
  SESSION_CHECK_URL,
  SIGNED_IN_HINT_PATTERN,
  SIGN_OUT_PENDING_STORAGE_KEY,
  sessionInfoSchema,
  type SessionInfo,
} from '@harman/contracts';
import { authRequest, isAuthError, type AuthError } from './auth-request';
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
    // A new session replaces the one a failed sign-out left on the server (its cookies were just overwritten).
    setSignOutPending(false);
    this.store.signedIn(info.user, Date.parse(info.accessExpiresAt));
  }

  /**
   * Signed out locally whatever happens. When the api refuses or cannot be reached, the page is told
   * (`SIGN_OUT_FAILED_EVENT`: 'Çıkış yapılırken bir hata oluştu') and the server session is ended at the next
   * contact: the next start-up check signs out first. Answers whether the server session ended.
   */
  async signOut(): Promise<boolean> {
    let ended = true;
    try {
      await authRequest('auth/logout', { method: 'POST', body: {} });
    } catch {
      ended = false;
    }
    setSignOutPending(!ended);
    this.store.signedOut();
    if (!ended && typeof window !== 'undefined' && typeof window.dispatchEvent === 'function') {
      window.dispatchEvent(new Event(SIGN_OUT_FAILED_EVENT));
    }
    return ended;
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
    try {
      // A sign-out the api did not confirm: end the server session now, and stay signed out whatever it says.
      if (isSignOutPending()) {
        await authRequest('auth/logout', { method: 'POST', body: {} }).then(
          () => setSignOutPending(false),
          () => undefined,
        );
        this.store.markChecked();
        return;
      }
      // An anonymous visit: nothing to ask (the api could only answer 401 to the check and to the refresh).
      if (!mayHoldSession()) {
        this.store.markChecked();
        return;
      }
      // The shell's early script may have asked already, with the page's files (libs/platform/src/early-load.ts).
      const early = takeEarlyData(SESSION_CHECK_URL);
      this.signedIn(await authRequest('auth/session', { schema: sessionInfoSchema, response: early }));
    } catch (error) {
      if (!isAuthError(error) || error.code === 'INVALID_RESPONSE') this.store.failed('unexpected');
      else if (error.status === 401) {
        await this.refresh();
        this.store.markChecked();
      } else if (isNoAnswer(error)) this.store.unreachable();
      else this.store.failed('session');
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

/** The page learns that the api did not confirm a sign-out (the session still ended here). */
export const SIGN_OUT_FAILED_EVENT = 'harman:sign-out-failed';

function isSignOutPending(): boolean {
  try {
    return window.localStorage.getItem(SIGN_OUT_PENDING_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function setSignOutPending(pending: boolean): void {
  try {
    if (pending) window.localStorage.setItem(SIGN_OUT_PENDING_STORAGE_KEY, '1');
    else window.localStorage.removeItem(SIGN_OUT_PENDING_STORAGE_KEY);
  } catch {
    // Storage refused: the server session ends at its own time-outs at worst.
  }
}

/**
 * No answer from the api: the request failed or timed out, or the shell's proxy answered for it (a gateway error
 * without the api's error body: the api is stopped or restarting).
 */
function isNoAnswer(error: AuthError): boolean {
  if (error.status === 0) return true;
  return (error.status === 502 || error.status === 503 || error.status === 504) && (error.code === 'INTERNAL' || error.code === 'UNKNOWN');
}

const HINT = new RegExp(SIGNED_IN_HINT_PATTERN);

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
