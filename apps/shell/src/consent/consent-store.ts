import {
  CONSENT_CHANGED_EVENT,
  COOKIE_CONSENT_STATUS_KEY,
  COOKIE_PREFERENCES_KEY,
  DEFAULT_COOKIE_PREFERENCES,
  cookieConsentStatusSchema,
  cookiePreferencesSchema,
  type CookieConsentStatus,
  type CookiePreferences,
} from '@harman/contracts';

export interface StoredConsent {
  status: CookieConsentStatus;
  preferences: CookiePreferences;
}

/** Everything on but marketing-free defaults; 'necessary' is always true. */
export const ONLY_NECESSARY: CookiePreferences = { necessary: true, functional: false, analytics: false, marketing: false };
export const EVERYTHING: CookiePreferences = { necessary: true, functional: true, analytics: true, marketing: true };

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * The visitor's stored choice, or null when there is none (or it does not parse: then it is asked again).
 * The stored data is the contract with the storefront's cookie-policy page, which clears it.
 */
export function readConsent(): StoredConsent | null {
  const status = cookieConsentStatusSchema.safeParse(readJson(COOKIE_CONSENT_STATUS_KEY));
  if (!status.success) return null;
  const preferences = cookiePreferencesSchema.safeParse(readJson(COOKIE_PREFERENCES_KEY));
  return { status: status.data, preferences: preferences.success ? preferences.data : DEFAULT_COOKIE_PREFERENCES };
}

/** Stores accept/decline with today's date and the preferences, then tells every listener in the page. */
export function saveConsent(status: CookieConsentStatus['status'], preferences: CookiePreferences, now = new Date()): void {
  const record: StoredConsent = { status: { status, date: now.toISOString() }, preferences: { ...preferences, necessary: true } };
  try {
    window.localStorage.setItem(COOKIE_CONSENT_STATUS_KEY, JSON.stringify(record.status));
    window.localStorage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(record.preferences));
  } catch (error) {
    console.warn('Could not store the cookie choice', error);
  }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: record }));
}

/** Calls `onChange` when the choice changes in this page (window event) or in another tab (storage event). */
export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_STATUS_KEY || event.key === COOKIE_PREFERENCES_KEY) onChange();
  };
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
