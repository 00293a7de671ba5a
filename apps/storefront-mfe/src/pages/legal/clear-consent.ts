import { CONSENT_CHANGED_EVENT, COOKIE_CONSENT_STATUS_KEY, COOKIE_PREFERENCES_KEY } from '@harman/contracts';

/**
 * Forgets the visitor's cookie choice: the stored status and preferences go, the shell hears the window event,
 * and the page reloads (spec), so the banner asks again.
 */
export function clearCookieConsent(reload: () => void = () => window.location.reload()): void {
  try {
    window.localStorage.removeItem(COOKIE_CONSENT_STATUS_KEY);
    window.localStorage.removeItem(COOKIE_PREFERENCES_KEY);
  } catch {
    // Storage may be blocked; the reload still shows the banner when nothing could be read.
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: null }));
  reload();
}
