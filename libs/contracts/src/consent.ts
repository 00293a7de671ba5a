// zod/mini: on the first load of every page (see language.ts).
import * as z from 'zod/mini';

/**
 * Cookie consent, as the shell's banner stores it and the cookie-policy page clears it. The contract between
 * the two is this stored data plus a window event, never a shared object (a remote may run another build).
 */
export const COOKIE_CONSENT_STATUS_KEY = 'cookie-consent-status';
export const COOKIE_PREFERENCES_KEY = 'cookie-preferences';
/** Dispatched on `window` after the stored consent changed (saved or cleared) in this page. */
export const CONSENT_CHANGED_EVENT = 'harman:consent-changed';

export const COOKIE_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

export const cookiePreferencesSchema = z.object({
  necessary: z.literal(true),
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type CookiePreferences = z.infer<typeof cookiePreferencesSchema>;

/** Spec: necessary, functional and analytics on; marketing off. Necessary can never be turned off. */
export const DEFAULT_COOKIE_PREFERENCES: CookiePreferences = {
  necessary: true,
  functional: true,
  analytics: true,
  marketing: false,
};

/** The stored choice: accepted or declined, with the date it was made. */
export const cookieConsentStatusSchema = z.object({
  status: z.enum(['accepted', 'declined']),
  date: z.iso.datetime(),
});
export type CookieConsentStatus = z.infer<typeof cookieConsentStatusSchema>;

/** Retention per category in months (DECISIONS: the second set of values). */
export const COOKIE_RETENTION_MONTHS: Record<CookieCategory, number> = {
  necessary: 12,
  functional: 12,
  analytics: 24,
  marketing: 12,
};
