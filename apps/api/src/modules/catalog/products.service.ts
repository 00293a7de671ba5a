import { Injectable } from '@nestjs/common';
import {
  liraToKurus,
  type productListQuerySchema,
  type ProductDetail,
  type ProductListResponse,
} from '@harman/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { NotFoundError, ValidationFailedError } from '../../common/errors/app-error';
import {
  toProductDetail,
  toProductSummary,
  type ProductDetailRow,
  type ProductSummaryRow,
} from './helpers/product-mapper';
import { categoryCountsQuery, productDetailQuery, productFilter, productPageQuery } from './helpers/product-sql';

export type ProductListParams = z.output<typeof productListQuerySchema>;

interface CategoryCountRow {
  id: string;
  slug: string;
  name: string;
  name_en: string;
  count: number;
  total: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9-]{1,80}$/;

/** Catalogue reads. Two queries per list (page, counts) and one per detail, whatever the page size. */
@Injectable()
export class ProductsService {
  constructor(private readonly dataSource: DataSource) {}

  async list(params: ProductListParams): Promise<ProductListResponse> {
    if (params.minPrice !== undefined && params.maxPrice !== undefined && params.minPrice > params.maxPrice) {
      throw new ValidationFailedError({ minPrice: ['Must not be greater than maxPrice'] });
    }
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
        count: row.count,
      })),
    };
  }

  /** By id (a UUID) or by slug; anything else cannot name a product. */
  async get(idOrSlug: string): Promise<ProductDetail> {
    const key = UUID.test(idOrSlug) ? { id: idOrSlug } : SLUG.test(idOrSlug) ? { slug: idOrSlug } : undefined;
    if (!key) throw productNotFound();
    const query = productDetailQuery(key);
    const [row] = await this.dataSource.query<ProductDetailRow[]>(query.sql, query.params);
    if (!row) throw productNotFound();
    return toProductDetail(row);
  }
}

function productNotFound(): NotFoundError {
  return new NotFoundError('PRODUCT_NOT_FOUND', 'Product not found');
}
