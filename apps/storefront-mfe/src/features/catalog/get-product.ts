import { apiFetch } from '@harman/api-client';
import { productDetailSchema, type ProductDetail } from '@harman/contracts';
import { takeEarlyRead } from './early-read';

/** `GET /api/products/:idOrSlug`; a missing product is an `ApiError` with code `PRODUCT_NOT_FOUND`. */
export function getProduct(idOrSlug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiFetch(`/products/${encodeURIComponent(idOrSlug)}`, { schema: productDetailSchema, signal });
}

/** The product a direct visit's early script already asked for (ROUTE_DATA), or undefined (early-read.ts). */
export function takeEarlyProduct(idOrSlug: string): Promise<ProductDetail> | undefined {
  return takeEarlyRead(`/api/products/${encodeURIComponent(idOrSlug)}`, productDetailSchema, () => getProduct(idOrSlug));
}
