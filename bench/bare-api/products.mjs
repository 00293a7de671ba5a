// `GET /api/products` without a framework: the api's own compiled SQL builder, row mapper and page cache
// (apps/api/dist/modules/catalog/helpers/*), the query rules from the compiled contracts, and the same
// response assembly as ProductsService.list. What differs from the api is only Nest/Express/TypeORM.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/config.mjs';

const require = createRequire(import.meta.url);
const helpers = join(ROOT, 'apps', 'api', 'dist', 'modules', 'catalog', 'helpers');
const { listingFilter, listingPageQuery, listingCountsQuery } = require(join(helpers, 'listing-sql.js'));
const { toListItem, toCategoryTabs } = require(join(helpers, 'listing-mapper.js'));
const { TtlCache } = require(join(helpers, 'ttl-cache.js'));
const { PRODUCT_LIST_CACHE_ENTRIES, PRODUCT_LIST_CACHE_TTL_MS, productListCacheKey } = require(join(helpers, 'product-list-key.js'));
const { serializePage } = require(join(helpers, 'serialized-page.js'));
const { productListQuerySchema, liraToKurus } = require(join(ROOT, 'libs', 'contracts', 'dist', 'index.js'));

const cache = new TtlCache(PRODUCT_LIST_CACHE_TTL_MS, PRODUCT_LIST_CACHE_ENTRIES);

export class BadRequest extends Error {}

/**
 * The list response for a query string, as `ProductsService.list` builds it: `{ body, json, etag }`, from the same
 * page cache unless `fresh` (the client sent `Cache-Control: no-cache`).
 */
export async function listProducts(pool, searchParams, { fresh = false } = {}) {
  const parsed = productListQuerySchema.safeParse(Object.fromEntries(searchParams));
  if (!parsed.success) throw new BadRequest('invalid query');
  const params = parsed.data;
  if (params.minPrice !== undefined && params.maxPrice !== undefined && params.minPrice > params.maxPrice) {
    throw new BadRequest('minPrice > maxPrice');
  }
  const render = async () => serializePage(await load(pool, params));
  return fresh ? render() : cache.get(productListCacheKey(params), render);
}

async function load(pool, params) {
  const filters = {
    q: params.q || undefined,
    featured: params.featured,
    minPriceKurus: params.minPrice === undefined ? undefined : liraToKurus(params.minPrice),
    maxPriceKurus: params.maxPrice === undefined ? undefined : liraToKurus(params.maxPrice),
  };
  const filter = listingFilter(filters);
  const page = listingPageQuery(filter, {
    category: params.category,
    sort: params.sort,
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
    lang: params.lang,
    withDescription: params.featured === true,
  });
  const counts = listingCountsQuery(filters, filter, params.lang);
  const [{ rows }, { rows: countRows }] = await Promise.all([pool.query(page.sql, page.params), pool.query(counts.sql, counts.params)]);
  const total = params.category
    ? (countRows.find((row) => row.slug === params.category)?.count ?? 0)
    : (countRows[0]?.total ?? 0);
  return { items: rows.map(toListItem), total, page: params.page, pageSize: params.pageSize, categories: toCategoryTabs(countRows) };
}
