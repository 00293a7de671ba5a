import { apiFetch } from '@harman/api-client';
import { productListResponseSchema, type Language, type ProductListResponse } from '@harman/contracts';
import { toProductQuery, type ShopFilters } from './shop-filters';

/** `GET /api/products` for the shop's filters: a page of cards in `language`, the total and the count per category. */
export function getProducts(filters: ShopFilters, language: Language, signal?: AbortSignal): Promise<ProductListResponse> {
  return apiFetch(`/products?${toProductQuery(filters, language).toString()}`, { schema: productListResponseSchema, signal });
}
