import type { Language } from '@harman/contracts';

/** The text of a bilingual record in the current language (`name` / `nameEn` pairs and the like). */
export function localized(language: Language, tr: string, en: string): string;
export function localized(language: Language, tr: string | null, en: string | null): string | null;
export function localized(language: Language, tr: string | null, en: string | null): string | null {
  return language === 'en' ? en : tr;
}
