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
import { parseProductKey, productNotFound } from './helpers/product-key';
import {
  toProductDetail,
  toProductSummary,
  type ProductDetailRow,
  type ProductSummaryRow,
} from './helpers/product-mapper';
import { categoryCountsQuery, productDetailQuery, productFilter, productPageQuery } from './helpers/product-sql';
import { productListCacheKey } from './helpers/product-list-key';
import { serializePage, type SerializedPage } from './helpers/serialized-page';
import { ProductListCache } from './product-list-cache';

export type ProductListParams = z.output<typeof productListQuerySchema>;

interface CategoryCountRow {
  id: string;
  slug: string;
  name: string;
  name_en: string;
  parent_id: string | null;
  count: number;
  total: number;
}

/** Catalogue reads. Two queries per list (page, counts) and one per detail, whatever the page size. */
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
  list(params: ProductListParams, { fresh = false }: { fresh?: boolean } = {}): Promise<SerializedPage<ProductListResponse>> {
    if (params.minPrice !== undefined && params.maxPrice !== undefined && params.minPrice > params.maxPrice) {
      throw new ValidationFailedError({ minPrice: ['Must not be greater than maxPrice'] });
    }
    const render = async () => serializePage(await this.load(params));
    return fresh ? render() : this.cache.get(productListCacheKey(params), render);
  }

  private async load(params: ProductListParams): Promise<ProductListResponse> {
    const filter = productFilter({
      q: params.q || undefined,
      featured: params.featured,
      minPriceKurus: params.minPrice === undefined ? undefined : liraToKurus(params.minPrice),
      maxPriceKurus: params.maxPrice === undefined ? undefined : liraToKurus(params.maxPrice),
    });
    const page = productPageQuery(filter, {
      category: params.category,
      sort: params.sort,
      limit: params.pageSize,
      offset: (params.page - 1) * params.pageSize,
    });
    const counts = categoryCountsQuery(filter);
    const [rows, countRows] = await Promise.all([
      this.dataSource.query<ProductSummaryRow[]>(page.sql, page.params),
      this.dataSource.query<CategoryCountRow[]>(counts.sql, counts.params),
    ]);
    const total = params.category
      ? (countRows.find((row) => row.slug === params.category)?.count ?? 0)
      : (countRows[0]?.total ?? 0);
    return {
      items: rows.map(toProductSummary),
      total,
      page: params.page,
      pageSize: params.pageSize,
      categories: countRows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        nameEn: row.name_en,
        parentId: row.parent_id,
        count: row.count,
      })),
    };
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
