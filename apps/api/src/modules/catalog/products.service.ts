import { Injectable } from '@nestjs/common';
import {
  liraToKurus,
  type productListQuerySchema,
  type ProductDetail,
  type ProductListResponse,
} from '@harman/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { ValidationFailedError } from '../../common/errors/app-error';
import { preparedQuery } from '../../database/prepared-query';
import { parseProductKey, productNotFound } from './helpers/product-key';
import { toCategoryTabs, toListItem, type ListingCountRow, type ListingRow } from './helpers/listing-mapper';
import { listingCountsQuery, listingFilter, listingPageQuery, type ListingFilters } from './helpers/listing-sql';
import { toProductDetail, type ProductDetailRow } from './helpers/product-mapper';
import { productDetailQuery } from './helpers/product-sql';
import { productListCacheKey } from './helpers/product-list-key';
import { serializePage, type SerializedPage } from './helpers/serialized-page';
import { ProductListCache } from './product-list-cache';

export type ProductListParams = z.output<typeof productListQuerySchema>;

/** A list answer as sent, with how long its two queries took (the `Server-Timing` of an uncached answer). */
export type ListPage = SerializedPage<ProductListResponse> & { databaseMs: number };

/** Catalogue reads. Two queries per list (page, counts) of the listing read model and one per detail, whatever the page size. */
@Injectable()
export class ProductsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ProductListCache,
  ) {}

  /**
   * A page of the shop, from the page cache unless `fresh` (a client that sent `Cache-Control: no-cache`): then
   * from the database, and the cache is left as it was.
   */
  list(params: ProductListParams, { fresh = false }: { fresh?: boolean } = {}): Promise<ListPage> {
    if (params.minPrice !== undefined && params.maxPrice !== undefined && params.minPrice > params.maxPrice) {
      throw new ValidationFailedError({ minPrice: ['Must not be greater than maxPrice'] });
    }
    const render = async () => {
      const { body, databaseMs } = await this.load(params);
      return { ...serializePage(body), databaseMs };
    };
    return fresh ? render() : this.cache.get(productListCacheKey(params), render);
  }

  private async load(params: ProductListParams): Promise<{ body: ProductListResponse; databaseMs: number }> {
    const filters: ListingFilters = {
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
      // The home page's featured cards show the short description on their colours.
      withDescription: params.featured === true,
    });
    const counts = listingCountsQuery(filters, filter, params.lang);
    const started = performance.now();
    // Prepared: the two shapes of each filter combination are planned once per connection.
    const [rows, countRows] = await Promise.all([
      preparedQuery<ListingRow>(this.dataSource, page.sql, page.params),
      preparedQuery<ListingCountRow>(this.dataSource, counts.sql, counts.params),
    ]);
    const databaseMs = performance.now() - started;
    const total = params.category
      ? (countRows.find((row) => row.slug === params.category)?.count ?? 0)
      : (countRows[0]?.total ?? 0);
    const body = { items: rows.map(toListItem), total, page: params.page, pageSize: params.pageSize, categories: toCategoryTabs(countRows) };
    return { body, databaseMs };
  }

  /** By id (a UUID) or by slug; anything else cannot name a product. */
  async get(idOrSlug: string): Promise<ProductDetail> {
    const key = parseProductKey(idOrSlug);
    if (!key) throw productNotFound();
    const query = productDetailQuery(key);
    const [row] = await this.dataSource.query<ProductDetailRow[]>(query.sql, query.params);
    if (!row) throw productNotFound();
    return toProductDetail(row);
  }
}
