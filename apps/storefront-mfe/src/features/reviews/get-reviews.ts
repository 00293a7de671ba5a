import { apiFetch } from '@harman/api-client';
import { reviewListResponseSchema, type ReviewListResponse } from '@harman/contracts';

export const REVIEWS_PAGE_SIZE = 5;

/** `GET /api/products/:id/reviews`: newest first, with the computed rating and the spread of stars. */
export function getReviews(productId: string, page: number, signal?: AbortSignal): Promise<ReviewListResponse> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(REVIEWS_PAGE_SIZE) });
  return apiFetch(`/products/${encodeURIComponent(productId)}/reviews?${query.toString()}`, { schema: reviewListResponseSchema, signal });
}
