import { addTranslations } from '@harman/i18n';

/**
 * The messages of the cart's line actions (namespace `cartLine`), the same in the header drawer and on the
 * cart page: the lib that runs the actions says them, in both languages.
 */
export const CART_LINE_NAMESPACE = 'cartLine';

export const cartLineTranslations = {
  tr: {
    quantityUpdated: 'Miktar güncellendi',
    quantityFailed: 'Miktar güncellenirken bir hata oluştu',
    removed: 'Ürün sepetten kaldırıldı',
    undo: 'Geri Al',
    restored: 'Ürün sepete geri eklendi',
  },
  en: {
    quantityUpdated: 'Quantity updated',
    quantityFailed: 'The quantity could not be updated',
    removed: 'Item removed from your cart',
    undo: 'Undo',
    restored: 'Item added back to your cart',
  },
};

addTranslations(CART_LINE_NAMESPACE, cartLineTranslations);
