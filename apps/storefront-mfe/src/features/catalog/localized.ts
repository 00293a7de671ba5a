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

/** A bilingual list (`tags` / `tagsEn`) in the current language; English falls back to Turkish where it has none. */
export function localizedList(language: Language, tr: readonly string[], en: readonly string[] | undefined): readonly string[] {
  return language === 'en' && en && en.length > 0 ? en : tr;
}
