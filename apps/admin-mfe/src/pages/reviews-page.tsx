import { useId, useState } from 'react';
import type { AdminReview } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { Button, PageHead, useRemoteData } from '@harman/ui';
import { Pager } from '../components/pager';
import { EmptyState, RemoteState } from '../components/remote-state';
import { getReviews, setReviewHidden } from '../features/reviews/reviews-api';
import { apiErrorText } from '../lib/api-error-text';
import { listQuery, useSearchState } from '../lib/use-search-state';

/** Admin › Yorumlar: hide or restore a review; the product's rating is recomputed by the api. */
export function ReviewsPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const { values, page, update } = useSearchState(['q', 'visibility'] as const);
  const query = listQuery({ ...values, page, pageSize: 20 });
  const data = useRemoteData(() => getReviews(query), [query]);
  const [error, setError] = useState<string | null>(null);
  const searchId = useId();
  const visibilityId = useId();

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
      <form className="admin-toolbar" role="search" onSubmit={(event) => {
        event.preventDefault();
        update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
      }}>
        <div className="hm-field admin-toolbar__grow">
          <label className="hm-field__label" htmlFor={searchId}>{t('shell.search')}</label>
          <input id={searchId} className="hm-input" type="search" name="q" defaultValue={values.q} key={values.q} />
        </div>
        <button className="hm-button hm-button--secondary hm-button--md" type="submit">{t('shell.search')}</button>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={visibilityId}>{t('reviews.visibility')}</label>
          <select id={visibilityId} className="hm-input" value={values.visibility} onChange={(e) => update({ visibility: e.target.value })}>
            <option value="">{t('shell.all')}</option>
            <option value="visible">{t('reviews.visible')}</option>
            <option value="hidden">{t('reviews.hiddenOnes')}</option>
          </select>
        </div>
      </form>
      {error ? <p className="admin-alert admin-alert--error" role="alert">{error}</p> : null}
      <RemoteState data={data} reload={data.reload}>
        {(list) =>
          list.items.length === 0 ? <EmptyState /> : (
            <>
              {list.items.map((review) => (
                <article key={review.id} className="admin-card" data-testid="review-item">
                  <h2>
                    {'★'.repeat(review.rating)}{'☆'.repeat(5 - review.rating)} {review.title ?? ''}{' '}
                    {review.hidden ? <span className="admin-badge admin-badge--hidden">{t('reviews.hiddenBadge')}</span> : null}
                  </h2>
                  <p>{review.body}</p>
                  <p className="admin-muted">
                    {review.authorName} · {formatDate(review.createdAt, language, { dateStyle: 'medium' })} · {review.productName}
                  </p>
                  <p className="admin-muted">
                    {review.productRating === null ? t('reviews.noRating') : t('reviews.productRating', { rating: review.productRating.toFixed(2), count: review.productReviewCount })}
                  </p>
                  <Button variant={review.hidden ? 'secondary' : 'danger'} size="sm" onClick={() => void toggle(review)}>
                    {review.hidden ? t('reviews.restore') : t('reviews.hide')}
                  </Button>
                </article>
              ))}
              <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={(next) => update({ page: String(next) })} />
            </>
          )
        }
      </RemoteState>
    </section>
  );
}
