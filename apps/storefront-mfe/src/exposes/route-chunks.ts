import type { Language } from '@harman/contracts';
import { DEFAULT_FILTERS, productListPath } from '../features/catalog/shop-filters';

/**
 * The chunk groups (the `webpackChunkName` of each lazy `import()` in shop-routes.tsx) a direct visit to a path
 * needs. The build writes their files into the manifest, and the shell's early script fetches them with the
 * remote's entry (tools/rsbuild/route-assets.ts); tools/rsbuild/route-chunks.spec.ts checks the names exist.
 */
export const ROUTE_CHUNKS: Record<string, string[]> = {
  '/shop': ['page-shop', 'shop-i18n', 'shop-data'],
  '/shop/*': ['page-product', 'shop-i18n', 'product-data'],
  '/catalog': ['page-catalog', 'shop-i18n'],
  '/cart': ['page-cart', 'shop-i18n'],
  '/checkout': ['page-checkout', 'shop-i18n'],
  '/newsletter/*': ['page-newsletter'],
};

/**
 * The api read a direct visit's page starts with, which the shell's early script then starts with the page's code
 * (`{segment}`: the path's segment below the pattern). The page takes the answer (`preloadShop`, `preloadProduct`).
 */
export const ROUTE_DATA: Record<string, string | Record<Language, string>> = {
  // The shop's first page, as the page asks for it when its address has no filters (preloadShop).
  '/shop': { tr: `/api${productListPath(DEFAULT_FILTERS, 'tr')}`, en: `/api${productListPath(DEFAULT_FILTERS, 'en')}` },
  '/shop/*': '/api/products/{segment}',
};
