import { searchFold } from './search-fold';

/** How stale a shop page may be. The cart quote, not the list, decides prices and stock at checkout. */
export const PRODUCT_LIST_CACHE_TTL_MS = 10_000;
export const PRODUCT_LIST_CACHE_ENTRIES = 500;

/** The cache key of a parsed list query: searches that fold to the same text ('ETİYOPYA', 'etiyopya') are one page. */
export function productListCacheKey(params: { q?: string } & Record<string, unknown>): string {
  return JSON.stringify({ ...params, q: params.q ? searchFold(params.q) : undefined });
}
