import { productListResponseSchema, type Language, type ProductListItem } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';

/** The home strip's coffees in `language`: `GET /api/products?featured=true` (with their short descriptions). */
export async function getFeaturedProducts(language: Language, signal?: AbortSignal): Promise<ProductListItem[]> {
  const lang = language === 'tr' ? '' : `&lang=${language}`;
  const response = await apiFetch(`/products?featured=true&pageSize=6${lang}`, { schema: productListResponseSchema, signal });
  return response.items;
}
