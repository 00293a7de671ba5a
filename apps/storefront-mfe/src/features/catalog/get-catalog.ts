import { apiFetch } from '@harman/api-client';
import { catalogResponseSchema, type CatalogResponse } from '@harman/contracts';

/** `GET /api/catalog`: every product by category, for the printable catalogue. */
export function getCatalog(signal?: AbortSignal): Promise<CatalogResponse> {
  return apiFetch('/catalog', { schema: catalogResponseSchema, signal });
}
