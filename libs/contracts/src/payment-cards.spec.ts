import { cardBrandOf, containsCardNumber, expiryInFuture, luhnValid, parseExpiry } from './payment-cards';

describe('card helpers', () => {
  it('checks Luhn and names the brand by prefix', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardBrandOf('4111111111111111')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2221000000000009')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('9792030000000000')).toBe('troy');
    expect(cardBrandOf('6011111111111117')).toBeNull();
  });

  it('reads AA/YY expiry dates and knows a card works to the end of its month', () => {
    expect(parseExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('7/29')).toBeNull();
    const july2025 = new Date(Date.UTC(2025, 6, 31));
    expect(expiryInFuture(7, 2025, july2025)).toBe(true);
    expect(expiryInFuture(6, 2025, july2025)).toBe(false);
  });

  it('finds card numbers in text the way people write them', () => {
    for (const text of ['4111111111111111', 'kart: 4111 1111 1111 1111.', '4111-1111-1111-1111', 'amex 3782 822463 10005', 'x 5555555555554444 y']) {
      expect(containsCardNumber(text)).toBe(true);
    }
  });

  it('leaves ordinary numbers alone', () => {
    for (const text of [
      'ziyaretci-2-1732300000000@example.com',
      '+90 (532) 123-45-67',
      '4111111111111112',
      'sipariş 1732300000001',
      '0532 123 45 67',
      '4111 1111-1111 1111',
      '12345678-1234-1234-1234-123456789012',
    ]) {
      expect(containsCardNumber(text)).toBe(false);
    }
  });
});
