import type { Language } from '@harman/contracts';

/**
 * A product's or category's name in the page's language: the English name on English pages, the Turkish one
 * otherwise, and the Turkish one too when there is no English name (or an older api sent none).
 */
export function nameInLanguage(row: { name: string; nameEn?: string | null }, language: Language): string {
  return language === 'en' && row.nameEn?.trim() ? row.nameEn : row.name;
}
