import { useState } from 'react';
import type { AdminReview } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { Button, PageHead, useRemoteData } from '@harman/ui';
import { FilterBar, formText, PagedList, SelectFilter } from '../components/list-page';
import { formatRating, starsText } from '../features/reviews/rating-text';
import { getReviews, setReviewHidden } from '../features/reviews/reviews-api';
import { apiErrorText } from '../lib/api-error-text';
import { listQuery, useSearchState } from '../lib/use-search-state';
import { nameInLanguage } from '../lib/name-in-language';

/** Admin › Yorumlar: hide or restore a review; the product's rating is recomputed by the api. */
export function ReviewsPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const { values, page, update } = useSearchState(['q', 'visibility'] as const);
  const query = listQuery({ ...values, page, pageSize: 20 });
  const data = useRemoteData(() => getReviews(query), [query]);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (review: AdminReview) => {
    setError(null);
    try {
      const saved = await setReviewHidden(review.id, !review.hidden);
      data.setData((list) => ({ ...list, items: list.items.map((item) => (item.id === saved.id ? saved : item)) }));
    } catch (failure) {
      setError(apiErrorText(t, failure));
    }
  };

  return (
    <section aria-labelledby="admin-reviews-title">
      <PageHead title={t('reviews.title')} />
      <h1 id="admin-reviews-title">{t('reviews.title')}</h1>
      <FilterBar label={t('shell.search')} q={values.q} onSearch={(form) => update({ q: formText(form, 'q') })}>
        <SelectFilter
          label={t('reviews.visibility')}
          value={values.visibility}
          onChange={(visibility) => update({ visibility })}
          options={[
            { value: 'visible', label: t('reviews.visible') },
            { value: 'hidden', label: t('reviews.hiddenOnes') },
          ]}
        />
      </FilterBar>
      {error ? <p className="admin-alert admin-alert--error" role="alert">{error}</p> : null}
      <PagedList data={data} onPage={(next) => update({ page: String(next) })}>
        {(list) =>
          list.items.map((review) => (
                <article key={review.id} className="admin-card" data-testid="review-item">
                  <h2>
                    {/* The stars are symbols: their name says the rating in words ('5 üzerinden 4 yıldız'). */}
                    <span role="img" aria-label={t('reviews.stars', { rating: review.rating })}>{starsText(review.rating)}</span> {review.title ?? ''}{' '}
                    {review.hidden ? <span className="admin-badge admin-badge--hidden">{t('reviews.hiddenBadge')}</span> : null}
                  </h2>
                  <p>{review.body}</p>
                  <p className="admin-muted">
                    {review.authorName} · {formatDate(review.createdAt, language, { dateStyle: 'medium' })} · {nameInLanguage({ name: review.productName, nameEn: review.productNameEn }, language)}
                  </p>
                  <p className="admin-muted">
                    {review.productRating === null
                      ? t('reviews.noRating')
                      : t('reviews.productRating', { rating: formatRating(review.productRating, language), count: review.productReviewCount })}
                  </p>
                  <Button variant={review.hidden ? 'secondary' : 'danger'} size="sm" onClick={() => void toggle(review)}>
                    {review.hidden ? t('reviews.restore') : t('reviews.hide')}
                  </Button>
                </article>
          ))
        }
      </PagedList>
    </section>
  );
}
