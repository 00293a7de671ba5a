import { pathWithoutLanguage } from '@harman/contracts';

/**
 * The page to return to after sign-in, only if it is a path on this site: `//evil.example`, `/\evil.example`,
 * `javascript:` and absolute URLs fall back (open redirect, ASVS 3.7.2). The path is the router's, without the
 * language prefix ('/en/dashboard' → '/dashboard'): the router's basename keeps the page's language.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/\p{Cc}/u.test(value)) return fallback;
  try {
    const url = new URL(value, 'https://harman.invalid');
    return url.origin === 'https://harman.invalid' ? `${pathWithoutLanguage(url.pathname)}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}

export const LOGIN_PATH = '/auth/login';

/** `/auth/login?redirect=<where the visitor was>`. */
export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}
