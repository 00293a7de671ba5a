import { sessionFetch } from '@harman/auth';
import { reviewSchema, type Review, type ReviewInput } from '@harman/contracts';

/**
 * `PUT /api/products/:id/reviews/mine`: the signed-in customer's one review, created or replaced. Through the
 * session's fetch, so a lapsed access cookie is refreshed once instead of losing what was typed.
 */
export function putReview(productId: string, input: ReviewInput): Promise<Review> {
  return sessionFetch(`/products/${encodeURIComponent(productId)}/reviews/mine`, { method: 'PUT', body: input, schema: reviewSchema });
}
