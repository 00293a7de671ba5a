import fc from 'fast-check';
import { CURRENCY } from '@harman/contracts';
import { formatDate, formatPrice } from './format';

describe('formatPrice', () => {
  it.each([
    [28_500, 'tr', 2, '₺285,00'],
    [28_500, 'en', 2, '₺285.00'],
    [123_450, 'tr', 2, '₺1.234,50'],
    [123_450, 'en', 2, '₺1,234.50'],
    [2_999, 'tr', 2, '₺29,99'],
    [0, 'tr', 2, '₺0,00'],
    [123_456_789, 'tr', 2, '₺1.234.567,89'],
    [28_500, 'tr', 0, '₺285'],
    [123_450, 'tr', 0, '₺1.235'],
    [123_449, 'en', 0, '₺1,234'],
    [52_499, 'en', 0, '₺525'],
    [-1_234, 'tr', 2, '-₺12,34'],
  ] as const)('%i kuruş in %s with %i decimals → %s', (kurus, lng, decimals, text) => {
    expect(formatPrice(kurus, lng, { decimals })).toBe(text);
  });

  it('shows two decimals by default (shop prices)', () => {
    expect(formatPrice(24_500, 'tr')).toBe('₺245,00');
  });

  it("writes exactly what Intl's currency format writes, for any amount, language and precision", () => {
    const intl = (kurus: number, lng: 'tr' | 'en', decimals: 0 | 2) =>
      new Intl.NumberFormat(lng === 'tr' ? 'tr-TR' : 'en-US', {
        style: 'currency',
        currency: CURRENCY,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(kurus / 100);
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.integer({ min: -1_000, max: 1_000 })),
        fc.constantFrom('tr' as const, 'en' as const),
        fc.constantFrom(0 as const, 2 as const),
        (kurus, lng, decimals) => formatPrice(kurus, lng, { decimals }) === intl(kurus, lng, decimals),
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('formatDate', () => {
  const july15 = new Date(Date.UTC(2025, 6, 15, 12));

  it('writes a long date in the language', () => {
    expect(formatDate(july15, 'tr')).toBe('15 Temmuz 2025');
    expect(formatDate(july15, 'en')).toBe('July 15, 2025');
  });

  it('accepts ISO text and options', () => {
    expect(formatDate('2025-07-15T12:00:00Z', 'tr', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })).toBe('15.07.2025');
  });

  it("says 'bilinmeyen zaman' / 'unknown time' for a missing or invalid date", () => {
    expect(formatDate('not a date', 'en')).toBe('unknown time');
    expect(formatDate('not a date', 'tr')).toBe('bilinmeyen zaman');
    expect(formatDate(null, 'tr')).toBe('bilinmeyen zaman');
    expect(formatDate(undefined, 'en')).toBe('unknown time');
    expect(formatDate('', 'en')).toBe('unknown time');
  });
});
