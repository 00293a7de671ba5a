import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@harman/api-client';
import { REVIEW_LIMITS } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';
import { errorText } from '../catalog/error-text';
import { putReview } from './put-review';
import { reviewFormSchema, type ReviewFormOutput, type ReviewFormValues } from './review-form-schema';

interface Props {
  productId: string;
  defaultName: string;
  onSaved: (created: boolean) => void;
  onSignInNeeded: () => void;
  onCancel: () => void;
}

/**
 * Rating, optional title, text and the name to show. Checked with the api's limits before sending; what was typed
 * stays in the form when sending fails.
 */
export function ReviewForm({ productId, defaultName, onSaved, onSignInNeeded, onCancel }: Props) {
  const { t } = useTranslation('shop');
  const schema = useMemo(() => reviewFormSchema(t), [t]);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, ReviewFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', text: '', authorName: defaultName },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const payload = { ...values, title: values.title || undefined };
      const review = await putReview(productId, payload);
      // A replaced review was updated after it was created; a new one was not.
      onSaved(review.createdAt === review.updatedAt);
    } catch (error) {
      if (isApiError(error) && error.status === 401) onSignInNeeded();
      else setFailure(`${t('reviews.failed')} ${errorText(t, error)}`);
    }
  });

  const fieldError = (message: string | undefined, id: string) =>
    message ? <p id={id} className="review-form__error">{message}</p> : null;

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title">{t('reviews.formTitle')}</h3>
      <fieldset className="review-form__rating" aria-describedby={errors.rating ? 'review-rating-error' : undefined}>
        <legend>{t('reviews.rating')}</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <label key={stars} className="review-form__star">
            <input type="radio" value={stars} {...register('rating')} />
            <span aria-hidden="true">{'★'.repeat(stars)}</span>
            <span className="hm-visually-hidden">{t('reviews.ratingOption', { count: stars })}</span>
          </label>
        ))}
      </fieldset>
      {fieldError(errors.rating?.message, 'review-rating-error')}

      <label className="review-form__field">
        <span>{t('reviews.titleLabel')}</span>
        <input className="review-form__input" maxLength={REVIEW_LIMITS.titleMax} aria-invalid={errors.title ? true : undefined} {...register('title')} />
      </label>
      {fieldError(errors.title?.message, 'review-title-error')}

      <label className="review-form__field">
        <span>{t('reviews.text')}</span>
        <textarea
          className="review-form__input review-form__input--area"
          rows={5}
          maxLength={REVIEW_LIMITS.textMax}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? 'review-text-error' : undefined}
          {...register('text')}
        />
      </label>
      {fieldError(errors.text?.message, 'review-text-error')}

      <label className="review-form__field">
        <span>{t('reviews.name')}</span>
        <input
          className="review-form__input"
          maxLength={REVIEW_LIMITS.nameMax}
          autoComplete="name"
          aria-invalid={errors.authorName ? true : undefined}
          aria-describedby={errors.authorName ? 'review-name-error' : undefined}
          {...register('authorName')}
        />
      </label>
      {fieldError(errors.authorName?.message, 'review-name-error')}

      {failure ? <p className="review-form__failure" role="alert">{failure}</p> : null}
      <div className="review-form__actions">
        <Button type="submit" busy={isSubmitting}>{isSubmitting ? t('reviews.submitting') : t('reviews.submit')}</Button>
        <Button type="button" variant="ghost" onClick={onCancel}>{t('reviews.cancel')}</Button>
      </div>
    </form>
  );
}
