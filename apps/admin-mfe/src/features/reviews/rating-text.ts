import type { Language } from '@harman/contracts';

/**
 * A product's average rating with one decimal in the language's number format: tr '4,8' / '4,0', en '4.8' / '4.0'
 * (the storefront's one decimal, kept for whole numbers too so a list of ratings lines up).
 */
export function formatRating(rating: number, language: Language): string {
  return rating.toLocaleString(language === 'en' ? 'en-US' : 'tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Filled and empty stars for a 1–5 rating, e.g. 4 → '★★★★☆' (shown; its words go in an accessible name). */
export function starsText(rating: number): string {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}
