import { cartDrawerTranslations } from './cart-drawer-translations';

describe('cart drawer translations', () => {
  it('has the same keys in Turkish and English, none empty', () => {
    expect(Object.keys(cartDrawerTranslations.en).sort()).toEqual(Object.keys(cartDrawerTranslations.tr).sort());
    for (const text of [...Object.values(cartDrawerTranslations.tr), ...Object.values(cartDrawerTranslations.en)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('keeps the spec’s Turkish cart messages verbatim', () => {
    const tr = cartDrawerTranslations.tr;
    // The line actions' messages ('Ürün sepetten kaldırıldı' …) are the cart lib's own (cart-line-translations.ts).
    expect([tr.title, tr.emptyCheckout]).toEqual(['Sepetim', 'Sepetiniz boş, lütfen ürün ekleyin']);
  });
});
