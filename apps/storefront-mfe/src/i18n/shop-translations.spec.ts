import { shopTranslations } from './shop-translations';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('shop translations', () => {
  it('has the same keys in Turkish and English, none empty', () => {
    expect(keys(shopTranslations.en).sort()).toEqual(keys(shopTranslations.tr).sort());
    for (const language of [shopTranslations.tr, shopTranslations.en]) {
      for (const key of keys(language)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        expect({ key, empty: typeof text !== 'string' || text.trim() === '' }).toEqual({ key, empty: false });
      }
    }
  });

  it('keeps the spec’s Turkish copy verbatim', () => {
    const { list, product, cart } = shopTranslations.tr;
    expect(list.errorTitle).toBe('Ürünler yüklenemedi');
    expect(list.emptyTitle).toBe('Ürün bulunamadı');
    expect(product.errorTitle).toBe('Ürün yüklenemedi');
    expect(product.notFoundTitle).toBe('Ürün Bulunamadı');
    expect(product.soldOut).toBe('Tükendi');
    expect(product.buyNow).toBe('Hemen Satın Al');
    expect(cart.title).toBe('Sepetim');
    expect(cart.emptyCheckout).toBe('Sepetiniz boş, lütfen ürün ekleyin');
  });
});
