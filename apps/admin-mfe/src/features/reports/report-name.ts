import type { Language } from '@harman/contracts';

/**
 * A report row's product or category name in the page's language: the English name on English pages, the
 * Turkish one otherwise, and the Turkish one too when a row has no English name.
 */
export function reportName(row: { name: string; nameEn?: string }, language: Language): string {
  return language === 'en' && row.nameEn?.trim() ? row.nameEn : row.name;
}
