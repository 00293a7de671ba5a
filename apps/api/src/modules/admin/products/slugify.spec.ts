import { skuPart, slugify, uniqueSlug } from './slugify';

describe('slugify', () => {
  it('maps Turkish letters to their ASCII base', () => {
    expect(slugify('Kırmızı Fırın')).toBe('kirmizi-firin');
    expect(slugify('İSTANBUL Çekirdek Şöleni')).toBe('istanbul-cekirdek-soleni');
    expect(slugify('Ağır Gövdeli Üçlü')).toBe('agir-govdeli-uclu');
    expect(slugify('KIRMIZI')).toBe('kirmizi');
  });

  it('collapses symbols and trims hyphens', () => {
    expect(slugify('  Espresso — %100 Arabica!! ')).toBe('espresso-100-arabica');
    expect(slugify('<>{}')).toBe('urun');
    expect(slugify('a'.repeat(100))).toHaveLength(80);
  });

  it('finds the first free slug', () => {
    expect(uniqueSlug('kirmizi-firin', new Set())).toBe('kirmizi-firin');
    expect(uniqueSlug('kirmizi-firin', new Set(['kirmizi-firin', 'kirmizi-firin-2']))).toBe('kirmizi-firin-3');
    expect(uniqueSlug('a'.repeat(80), new Set(['a'.repeat(80)]))).toBe(`${'a'.repeat(78)}-2`);
  });

  it('makes SKU parts', () => {
    expect(skuPart('250 gr Çekirdek', 20)).toBe('250-GR-CEKIRDEK');
  });
});
