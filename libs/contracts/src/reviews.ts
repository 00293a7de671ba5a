import { z } from 'zod';

export const REVIEW_LIMITS = { ratingMin: 1, ratingMax: 5, textMin: 10, textMax: 2000, titleMax: 120, nameMin: 2, nameMax: 60 } as const;

/** NUL cannot be stored in PostgreSQL text; other control characters (but tab and newlines) have no place in a review. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const plainText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !CONTROL_CHARACTERS.test(value), { message: 'Invalid characters' });

/** Body of `PUT /api/products/:idOrSlug/reviews/mine`: a signed-in customer's one review of a product. */
export const reviewInputSchema = z
  .object({
    rating: z.number().int().min(REVIEW_LIMITS.ratingMin).max(REVIEW_LIMITS.ratingMax),
    title: plainText(0, REVIEW_LIMITS.titleMax).optional(),
    text: plainText(REVIEW_LIMITS.textMin, REVIEW_LIMITS.textMax),
    authorName: plainText(REVIEW_LIMITS.nameMin, REVIEW_LIMITS.nameMax),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewInputSchema>;

/**
 * A published review. `title`, `text` and `authorName` are stored and returned HTML-escaped (`&`, `<`, `>`, `"`,
 * `'` as entities), so no consumer of the data can be tricked into markup; front ends decode them for display as
 * plain text.
 */
export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  })
  .strict();
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

export const reviewListResponseSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Average of every rating, 2 decimals; null with no reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 = 1 star). */
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
