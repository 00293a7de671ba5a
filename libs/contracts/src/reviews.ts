// zod/mini: a product page reads the reviews on its first load, and the shell shares mini (see language.ts).
import * as z from 'zod/mini';

export const REVIEW_LIMITS = { ratingMin: 1, ratingMax: 5, textMin: 10, textMax: 2000, titleMax: 120, nameMin: 2, nameMax: 60 } as const;

/** NUL cannot be stored in PostgreSQL text; other control characters (but tab and newlines) have no place in a review. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const plainText = (min: number, max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(min),
    z.maxLength(max),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), { message: 'Invalid characters' }),
  );

/** Body of `PUT /api/products/:idOrSlug/reviews/mine`: a signed-in customer's one review of a product. */
export const reviewInputSchema = z.strictObject({
  rating: z.int().check(z.minimum(REVIEW_LIMITS.ratingMin), z.maximum(REVIEW_LIMITS.ratingMax)),
  title: z.optional(plainText(0, REVIEW_LIMITS.titleMax)),
  text: plainText(REVIEW_LIMITS.textMin, REVIEW_LIMITS.textMax),
  authorName: plainText(REVIEW_LIMITS.nameMin, REVIEW_LIMITS.nameMax),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/**
 * A published review. `title`, `text` and `authorName` are stored and returned HTML-escaped (`&`, `<`, `>`, `"`,
 * `'` as entities), so no consumer of the data can be tricked into markup; front ends decode them for display as
 * plain text.
 */
export const reviewSchema = z.object({
  id: z.string(),
  rating: z.int(),
  title: z.nullable(z.string()),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.strictObject({
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewListResponseSchema = z.object({
  items: z.array(reviewSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** Average of every rating, 2 decimals; null with no reviews. */
  rating: z.nullable(z.number()),
  reviewCount: z.int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 = 1 star). */
  distribution: z.array(z.int()).check(z.minLength(5), z.maxLength(5)),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
