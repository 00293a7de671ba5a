import type { Language } from '@harman/contracts';

/** The text of a bilingual record in the current language (`name` / `nameEn` pairs and the like). */
export function localized(language: Language, tr: string, en: string): string;
export function localized(language: Language, tr: string | null, en: string | null): string | null;
export function localized(language: Language, tr: string | null, en: string | null): string | null {
  return language === 'en' ? en : tr;
}

/**
 * An image's alt text in the current language. The stored alt text is Turkish only, so English uses the English
 * product name (`name`, already localized by the caller).
 */
export function imageAlt(language: Language, altText: string | null | undefined, name: string): string {
  return language === 'en' ? name : altText || name;
}
