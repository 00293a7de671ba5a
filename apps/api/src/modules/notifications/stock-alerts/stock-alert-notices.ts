import type { NotificationContent } from '../notifications.constants';

export interface StockEventProduct {
  id: string;
  slug: string;
  name: string;
  name_en: string;
}

/** To the customers who asked: the product is back (type `product`, linking to its page). */
export function backInStockNotice(product: StockEventProduct): NotificationContent {
  return {
    type: 'product',
    title: { tr: 'Beklediğiniz ürün stokta', en: 'Back in stock' },
    message: { tr: `${product.name} yeniden stokta.`, en: `${product.name_en} is back in stock.` },
    url: `/shop/${product.slug}`,
  };
}

/** To staff: a product fell to the low-stock threshold (or sold out), linking to its page in the admin. */
export function lowStockNotice(product: StockEventProduct, available: number): NotificationContent {
  return {
    type: 'product',
    title: { tr: 'Stok azaldı', en: 'Low stock' },
    message:
      available <= 0
        ? { tr: `${product.name} tükendi.`, en: `${product.name_en} is sold out.` }
        : { tr: `${product.name}: ${available} adet kaldı.`, en: `${product.name_en}: ${available} left.` },
    url: `/admin/dashboard/products/${product.id}`,
  };
}
