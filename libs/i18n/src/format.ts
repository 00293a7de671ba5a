import type { Language } from '@harman/contracts';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-US' };
const localeOf = (lng: Language) => LOCALES[lng] ?? LOCALES.tr;

export interface FormatPriceOptions {
  /** 2 for shop prices, 0 for cart amounts (spec §9). */
  decimals?: 0 | 2;
}

/** Digit separators of the two languages' number formats (tr-TR and en-US). */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  tr: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

/**
 * Kuruş as Turkish lira with the ₺ sign: tr '₺1.234,50', en '₺1,234.50' — the same text as Intl's currency
 * format (a test compares them over random amounts), in integer arithmetic. Not Intl itself: building the first
 * Intl.NumberFormat of a page costs about 20 ms of main thread (80 ms on a mid-range phone), and every
 * product card shows a price.
 */
export function formatPrice(kurus: number, lng: Language, { decimals = 2 }: FormatPriceOptions = {}): string {
  const { group, decimal } = SEPARATORS[lng] ?? SEPARATORS.tr;
  const negative = kurus < 0 || Object.is(kurus, -0);
  const minor = Math.round(Math.abs(kurus));
  // Whole lira rounded half away from zero (Intl's default), or lira and two-digit kuruş.
  const lira = decimals === 0 ? Math.floor((minor + 50) / 100) : Math.floor(minor / 100);
  const grouped = String(lira).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const fraction = decimals === 0 ? '' : `${decimal}${String(minor % 100).padStart(2, '0')}`;
  return `${negative ? '-' : ''}₺${grouped}${fraction}`;
}

/** What a date that is missing or unreadable shows (spec: 'bilinmeyen zaman'), never an empty text. */
export const UNKNOWN_TIME: Readonly<Record<Language, string>> = { tr: 'bilinmeyen zaman', en: 'unknown time' };

/** A date in the language's style (long date by default); a missing or invalid date gives 'bilinmeyen zaman'. */
export function formatDate(
  date: Date | string | number | null | undefined,
  lng: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const value = date instanceof Date ? date : date === null || date === undefined || date === '' ? null : new Date(date);
  if (!value || Number.isNaN(value.getTime())) return UNKNOWN_TIME[lng] ?? UNKNOWN_TIME.en;
  return new Intl.DateTimeFormat(localeOf(lng), options).format(value);
}
