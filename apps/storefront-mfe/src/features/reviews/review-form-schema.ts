import { REVIEW_LIMITS, reviewInputSchema } from '@harman/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * The api's review schema with the shop's translated messages: the same limits, checked before sending so the
 * shopper sees the problem at the field.
 */
export function reviewFormSchema(t: TFunction) {
  const { shape } = reviewInputSchema;
  return z.object({
    // Radio values arrive as text.
    rating: z.coerce.number({ error: t('reviews.ratingRequired') }).int().min(REVIEW_LIMITS.ratingMin, t('reviews.ratingRequired')).max(REVIEW_LIMITS.ratingMax, t('reviews.ratingRequired')),
    title: z
      .string()
      .trim()
      .max(REVIEW_LIMITS.titleMax, t('reviews.titleTooLong', { max: REVIEW_LIMITS.titleMax }))
      .refine((value) => shape.title.safeParse(value).success, t('reviews.invalidCharacters')),
    text: z
      .string()
      .trim()
      .min(REVIEW_LIMITS.textMin, t('reviews.textTooShort', { min: REVIEW_LIMITS.textMin }))
      .max(REVIEW_LIMITS.textMax, t('reviews.textTooLong', { max: REVIEW_LIMITS.textMax }))
      .refine((value) => shape.text.safeParse(value).success, t('reviews.invalidCharacters')),
    authorName: z
      .string()
      .trim()
      .min(REVIEW_LIMITS.nameMin, t('reviews.nameTooShort', { min: REVIEW_LIMITS.nameMin }))
      .max(REVIEW_LIMITS.nameMax, t('reviews.nameTooLong', { max: REVIEW_LIMITS.nameMax }))
      .refine((value) => shape.authorName.safeParse(value).success, t('reviews.invalidCharacters')),
  });
}
export type ReviewFormValues = z.input<ReturnType<typeof reviewFormSchema>>;
export type ReviewFormOutput = z.output<ReturnType<typeof reviewFormSchema>>;
