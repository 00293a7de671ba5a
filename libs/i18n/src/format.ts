import { CURRENCY, type Language } from '@harman/contracts';

const LOCALES: Record<Language, string> = { tr: 'tr-TR', en: 'en-US' };
const localeOf = (lng: Language) => LOCALES[lng] ?? LOCALES.tr;

export interface FormatPriceOptions {
  /** 2 for shop prices, 0 for cart amounts (spec §9). */
  decimals?: number;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Kuruş as Turkish lira with the ₺ sign: tr '₺1.234,50', en '₺1,234.50'. */
export function formatPrice(kurus: number, lng: Language, { decimals = 2 }: FormatPriceOptions = {}): string {
  const locale = localeOf(lng);
  const key = `${locale}|${decimals}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    priceFormats.set(key, format);
  }
  return format.format(kurus / 100);
}

/** A date in the language's style (long date by default); an invalid date gives ''. */
export function formatDate(
  date: Date | string | number,
  lng: Language,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(lng), options).format(value);
}
