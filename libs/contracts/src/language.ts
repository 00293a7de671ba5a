// zod/mini (not classic zod): these schemas are on every page's first load, and mini tree-shakes to the
// few kB they use instead of classic zod's ~27 kB gzip. They parse exactly like classic schemas.
import * as z from 'zod/mini';
import { LANGUAGES } from './constants';

/** Local-storage key of the visitor's language choice, read by every front end at start. */
export const LANGUAGE_STORAGE_KEY = 'harman.language';
/** Window event (`detail` = the language) every copy of `@harman/i18n` dispatches and follows. */
export const LANGUAGE_CHANGED_EVENT = 'harman:language-changed';

export const languageSchema = z.enum(LANGUAGES);

/**
 * The language is in the URL: Turkish at the root, English under `/en/` (`/en/shop/…`). These helpers are
 * the one place that knows the prefix; the shell's router takes it as its basename, so every remote's
 * absolute link keeps it without knowing about it.
 */
export const LANGUAGE_PATH_PREFIX: Record<'tr' | 'en', string> = { tr: '', en: '/en' };

/** The language a path is in: '/en' or '/en/…' is English, anything else Turkish. */
export function languageOfPath(pathname: string): 'tr' | 'en' {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'tr';
}

/** The path without its language prefix: '/en/shop' → '/shop', '/en' → '/', '/shop' → '/shop'. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'tr') return pathname || '/';
  return pathname.slice(3) || '/';
}

/** A language-neutral path ('/shop?q=x') in a language: '/en/shop?q=x'; English's home is '/en' (as the router links it). */
export function pathInLanguage(path: string, language: 'tr' | 'en'): string {
  const neutral = path.startsWith('/') ? path : `/${path}`;
  if (language === 'tr') return neutral;
  return neutral === '/' || /^\/[?#]/.test(neutral) ? `/en${neutral.slice(1)}` : `/en${neutral}`;
}

/** The router's basename for a language ('/' for Turkish). */
export function routerBasename(language: 'tr' | 'en'): string {
  return LANGUAGE_PATH_PREFIX[language] || '/';
}
