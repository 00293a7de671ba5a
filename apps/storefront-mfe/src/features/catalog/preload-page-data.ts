import { languageOfPath, mediaUrl } from '@harman/contracts';
import { primeResource } from '../../hooks/use-resource';
import { getProduct, takeEarlyProduct } from './get-product';
import { getProducts, takeEarlyProducts } from './get-products';
import { EAGER_CARDS, readFilters, toProductQuery } from './shop-filters';

/**
 * The first request of the shop's pages, started by their route loaders from the address alone (the router
 * has not rendered them yet): the same keys and calls as the pages' own `useResource`, so the pages take them.
 */

/** /shop: the products for the filters in the address, then the images of the first cards (the page's LCP). */
export async function preloadShop(): Promise<void> {
  const filters = readFilters(new URLSearchParams(window.location.search));
  const language = languageOfPath(window.location.pathname);
  const products = takeEarlyProducts(filters, language) ?? getProducts(filters, language);
  primeResource(toProductQuery(filters, language).toString(), products);
  products.then(({ items }) => items.slice(0, EAGER_CARDS).forEach(({ image }) => image && preloadImage(mediaUrl(image))), () => undefined);
}

/** Fetches an image the page is about to show, while its code is still arriving; the `<img>` then finds it. */
function preloadImage(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}

/** /shop/{id or slug}: the product, then its main image. */
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
