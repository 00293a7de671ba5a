import { addTranslations } from '@harman/i18n';

/** The cart drawer's strings (namespace `cartDrawer`); spec copy is verbatim in Turkish. */
const tr = {
  title: 'Sepetim',
  close: 'Sepeti kapat',
  itemCount_one: '{{count}} ürün',
  itemCount_other: '{{count}} ürün',
  emptyTitle: 'Sepetiniz boş',
  emptyText: 'Beğendiğiniz kahveleri sepete ekleyin, burada görünsün.',
  lines: 'Sepetteki ürünler',
  quantityOf: '{{name}} miktarı',
  remove: 'Kaldır',
  removeAria: '{{name}} ürününü sepetten kaldır',
  undo: 'Geri Al',
  clear: 'Sepeti Temizle',
  cleared: 'Sepetiniz temizlendi',
  subtotal: 'Ara Toplam',
  vat: 'KDV (%{{rate}})',
  shipping: 'Kargo',
  freeShipping: 'Ücretsiz',
  total: 'Toplam',
  remaining: 'Ücretsiz kargo için {{amount}} daha ekleyin',
  freeShippingReached: 'Tebrikler! Kargonuz ücretsiz.',
  calculating: 'Tutarlar güncelleniyor…',
  quoteFailed: 'Güncel fiyatlar alınamadı.',
  retry: 'Tekrar Dene',
  unavailable: 'Artık satışta değil',
  outOfStock: 'Tükendi',
  notEnoughStock: 'Stokta yalnızca {{count}} adet var',
  priceChanged: 'Fiyat güncellendi: {{previous}} → {{current}}',
  viewCart: 'Sepete Git',
  checkout: 'Ödemeye Geç',
  continueShopping: 'Alışverişe Devam Et',
  emptyCheckout: 'Sepetiniz boş, lütfen ürün ekleyin',
  loading: 'Sepet yükleniyor…',
};

const en: typeof tr = {
  title: 'My Cart',
  close: 'Close the cart',
  itemCount_one: '{{count}} item',
  itemCount_other: '{{count}} items',
  emptyTitle: 'Your cart is empty',
  emptyText: 'Add the coffees you like and they will show up here.',
  lines: 'Items in your cart',
  quantityOf: 'Quantity of {{name}}',
  remove: 'Remove',
  removeAria: 'Remove {{name}} from the cart',
  undo: 'Undo',
  clear: 'Clear Cart',
  cleared: 'Your cart was cleared',
  subtotal: 'Subtotal',
  vat: 'VAT ({{rate}}%)',
  shipping: 'Shipping',
  freeShipping: 'Free',
  total: 'Total',
  remaining: 'Add {{amount}} more for free shipping',
  freeShippingReached: 'Great! Your shipping is free.',
  calculating: 'Updating the amounts…',
  quoteFailed: 'Current prices could not be fetched.',
  retry: 'Try Again',
  unavailable: 'No longer for sale',
  outOfStock: 'Sold out',
  notEnoughStock: 'Only {{count}} left in stock',
  priceChanged: 'Price updated: {{previous}} → {{current}}',
  viewCart: 'View Cart',
  checkout: 'Proceed to Checkout',
  continueShopping: 'Continue Shopping',
  emptyCheckout: 'Your cart is empty, please add some products',
  loading: 'Loading the cart…',
};

export const cartDrawerTranslations = { tr, en };

let registered = false;
export function registerCartDrawerTranslations(): void {
  if (registered) return;
  registered = true;
  addTranslations('cartDrawer', cartDrawerTranslations);
}
