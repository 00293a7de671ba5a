import { inputToKurus, kurusToInput } from './money';

describe('lira inputs', () => {
  it.each([
    ['320', 32_000],
    ['320,5', 32_050],
    ['320.50', 32_050],
    ['1.250,00', 125_000],
    ['₺ 29,99', 2_999],
  ])('%s → %i kuruş', (text, kurus) => expect(inputToKurus(text)).toBe(kurus));

  it('reads empty as null and junk as NaN', () => {
    expect(inputToKurus('  ')).toBeNull();
    expect(inputToKurus('abc')).toBeNaN();
    expect(inputToKurus('-5')).toBeNaN();
    expect(inputToKurus('1,234')).toBeNaN();
  });

  it('shows kuruş in the language’s decimal mark', () => {
    expect(kurusToInput(2_999, 'tr')).toBe('29,99');
    expect(kurusToInput(2_999, 'en')).toBe('29.99');
    expect(kurusToInput(null, 'tr')).toBe('');
  });
});
