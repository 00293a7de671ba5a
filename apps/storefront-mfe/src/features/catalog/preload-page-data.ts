import { primeResource } from '../../hooks/use-resource';
import { getProduct } from './get-product';
import { getProducts } from './get-products';
import { readFilters, toProductQuery } from './shop-filters';

/**
 * The first request of the shop's pages, started by their route loaders from the address alone (the router
 * has not rendered them yet): the same keys and calls as the pages' own `useResource`, so the pages take them.
 */

/** /shop: the products for the filters in the address. */
export async function preloadShop(): Promise<void> {
  const filters = readFilters(new URLSearchParams(window.location.search));
  primeResource(toProductQuery(filters).toString(), getProducts(filters));
}

/** /shop/{id or slug}: the product. */
export async function preloadProduct(): Promise<void> {
  const match = /^\/shop\/([^/]+)\/?$/.exec(window.location.pathname);
  if (!match) return;
  const idOrSlug = decodeURIComponent(match[1]);
  primeResource(idOrSlug, getProduct(idOrSlug));
}
