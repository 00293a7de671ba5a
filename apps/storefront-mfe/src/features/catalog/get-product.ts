import { apiFetch } from '@harman/api-client';
import { productDetailSchema, type ProductDetail } from '@harman/contracts';
import { takeEarlyData } from '@harman/platform';

/** `GET /api/products/:idOrSlug`; a missing product is an `ApiError` with code `PRODUCT_NOT_FOUND`. */
export function getProduct(idOrSlug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return apiFetch(`/products/${encodeURIComponent(idOrSlug)}`, { schema: productDetailSchema, signal });
}

/**
 * The product a direct visit's early script already asked for (ROUTE_DATA), read as `getProduct` reads it; an
 * error answer or anything unexpected asks again through `getProduct`, whose errors the page knows. Undefined if
 * the script did not ask (an older shell, a visit by a link inside the site).
 */
export function takeEarlyProduct(idOrSlug: string): Promise<ProductDetail> | undefined {
  const early = takeEarlyData(`/api/products/${encodeURIComponent(idOrSlug)}`);
  return early
    ?.then(async (response) => {
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const parsed = productDetailSchema.safeParse(await response.json());
      if (!parsed.success) throw parsed.error;
      return parsed.data;
    })
    .catch(() => getProduct(idOrSlug));
}
