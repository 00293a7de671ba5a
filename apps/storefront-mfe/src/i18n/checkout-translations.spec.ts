import { checkoutTranslations } from './checkout-translations';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('checkout translations', () => {
  it('has the same keys in Turkish and English', () => {
    expect(keys(checkoutTranslations.en).sort()).toEqual(keys(checkoutTranslations.tr).sort());
  });

  it('names the steps as the issue does, and keeps the spec’s empty-cart message', () => {
    const { progress, errors } = checkoutTranslations.tr;
    expect([progress.shipping, progress.delivery, progress.payment, progress.review]).toEqual(['Teslimat adresi', 'Teslimat', 'Ödeme', 'Onay']);
    expect(errors.CART_EMPTY).toBe('Sepetiniz boş, lütfen ürün ekleyin');
  });
});
