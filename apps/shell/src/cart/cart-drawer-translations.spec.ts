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
    expect([tr.title, tr.removed, tr.restored, tr.quantityUpdated, tr.quantityFailed, tr.emptyCheckout]).toEqual([
      'Sepetim',
      'Ürün sepetten kaldırıldı',
      'Ürün sepete geri eklendi',
      'Miktar güncellendi',
      'Miktar güncellenirken bir hata oluştu',
      'Sepetiniz boş, lütfen ürün ekleyin',
    ]);
  });
});
