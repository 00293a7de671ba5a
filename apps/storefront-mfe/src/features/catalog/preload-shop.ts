import { languageOfPath, mediaUrl } from '@harman/contracts';
import { primeResource } from '../../hooks/use-resource';
import { getProducts, takeEarlyProducts } from './get-products';
import { preloadImage } from './preload-image';
import { EAGER_CARDS, readFilters, toProductQuery } from './shop-filters';

/**
 * /shop: the products for the filters in the address, then the images of the first cards (the page's LCP). The
 * shop's first request, started by its route loader from the address alone (the router has not rendered the page
 * yet): the same key and call as the page's own `useResource`, so the page takes it. The product page has its own
 * (preload-product.ts): apart, neither page builds the other's schemas.
 */
export async function preloadShop(): Promise<void> {
  const filters = readFilters(new URLSearchParams(window.location.search));
  const language = languageOfPath(window.location.pathname);
  const products = takeEarlyProducts(filters, language) ?? getProducts(filters, language);
  primeResource(toProductQuery(filters, language).toString(), products);
  products.then(({ items }) => items.slice(0, EAGER_CARDS).forEach(({ image }) => image && preloadImage(mediaUrl(image))), () => undefined);
}
