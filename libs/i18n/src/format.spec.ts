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

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
