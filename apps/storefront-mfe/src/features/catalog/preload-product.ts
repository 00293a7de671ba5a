import { primeResource } from '../../hooks/use-resource';
import { getProduct, takeEarlyProduct } from './get-product';
import { preloadImage } from './preload-image';

/**
 * /shop/{id or slug}: the product, then its main image. The product page's first request, started by its route
 * loader, as preload-shop.ts does for the shop.
 */
export async function preloadProduct(): Promise<void> {
  const match = /^(?:\/en)?\/shop\/([^/]+)\/?$/.exec(window.location.pathname);
  if (!match) return;
  const idOrSlug = decodeURIComponent(match[1]);
  const product = takeEarlyProduct(idOrSlug) ?? getProduct(idOrSlug);
  primeResource(idOrSlug, product);
  product.then(({ images }) => {
    // The gallery's first image: the primary one, else the first in order.
    const main = [...images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary) || a.sortOrder - b.sortOrder)[0];
    if (main) preloadImage(main.url);
  }, () => undefined);
}
