import { productListResponseSchema, type ProductSummary } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';

/** The home strip's coffees: `GET /api/products?featured=true`. */
export async function getFeaturedProducts(signal?: AbortSignal): Promise<ProductSummary[]> {
  const response = await apiFetch('/products?featured=true&pageSize=6', { schema: productListResponseSchema, signal });
  return response.items;
}
