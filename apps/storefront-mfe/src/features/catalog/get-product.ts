import { apiFetch } from '@harman/api-client';
import { productDetailSchema, type ProductDetail } from '@harman/contracts';

/** `GET /api/products/:idOrSlug`; a missing product is an `ApiError` with code `PRODUCT_NOT_FOUND`. */
export function getProduct(idOrSlug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiFetch(`/products/${encodeURIComponent(idOrSlug)}`, { schema: productDetailSchema, signal });
}
