import { apiFetch } from '@harman/api-client';
import { productListResponseSchema, type Language, type ProductListResponse } from '@harman/contracts';
import { takeEarlyRead } from './early-read';
import { productListPath, type ShopFilters } from './shop-filters';

/** `GET /api/products` for the shop's filters: a page of cards in `language`, the total and the count per category. */
export function getProducts(filters: ShopFilters, language: Language, signal?: AbortSignal): Promise<ProductListResponse> {
  return apiFetch(productListPath(filters, language), { schema: productListResponseSchema, signal });
}

/** The shop's first page a direct visit's early script already asked for (ROUTE_DATA), or undefined (early-read.ts). */
export function takeEarlyProducts(filters: ShopFilters, language: Language): Promise<ProductListResponse> | undefined {
  return takeEarlyRead(`/api${productListPath(filters, language)}`, productListResponseSchema, () => getProducts(filters, language));
}
