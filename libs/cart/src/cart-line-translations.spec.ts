import { cartLineTranslations } from './cart-line-translations';

describe('cart line translations', () => {
  it('keeps the spec’s Turkish cart messages verbatim, with every one in English too', () => {
    expect(cartLineTranslations.tr).toEqual({
      quantityUpdated: 'Miktar güncellendi',
      quantityFailed: 'Miktar güncellenirken bir hata oluştu',
      removed: 'Ürün sepetten kaldırıldı',
      undo: 'Geri Al',
      restored: 'Ürün sepete geri eklendi',
    });
    expect(Object.keys(cartLineTranslations.en).sort()).toEqual(Object.keys(cartLineTranslations.tr).sort());
    for (const text of Object.values(cartLineTranslations.en)) expect(text.trim()).not.toBe('');
  });
});
