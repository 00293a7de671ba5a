import { apiFetch } from '@harman/api-client';
import { productListResponseSchema, type ProductListResponse } from '@harman/contracts';
import { toProductQuery, type ShopFilters } from './shop-filters';

/** `GET /api/products` for the shop's filters: a page, the total and the count per category. */
export function getProducts(filters: ShopFilters, signal?: AbortSignal): Promise<ProductListResponse> {
  return apiFetch(`/products?${toProductQuery(filters).toString()}`, { schema: productListResponseSchema, signal });
}
