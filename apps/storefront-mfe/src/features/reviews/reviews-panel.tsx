import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { loginPathFor, useSession } from '@harman/auth';
import { TIMINGS } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { Button, Spinner, ToastRegion, useToast } from '@harman/ui';
import { RatingStars } from '../../components/rating-stars';
import { decodeHtml } from './decode-html';
import { useReviews } from './use-reviews';

// The form (react-hook-form and the classic zod schemas) loads when a customer starts writing, not with the
// product page: most visits only read the reviews.
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }));

/**
 * The reviews tab: the computed rating with its spread, the reviews (text shown as text), and the write action,
 * which asks visitors who are not signed in to sign in first.
 */
export function ReviewsPanel({ productId, onChanged }: { productId: string; onChanged: () => void }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const session = useSession();
  const location = useLocation();
  const reviews = useReviews(productId);
  const [mode, setMode] = useState<'read' | 'write' | 'sign-in'>('read');
  const { toast, show, dismiss } = useToast();
  const loginHref = loginPathFor(`${location.pathname}${location.search}`);
  const summary = reviews.summary;

  const startWriting = () => setMode(session.status === 'authenticated' ? 'write' : 'sign-in');

  return (
    <div className="reviews">
      {reviews.status === 'loading' && !summary ? <Spinner label={t('reviews.loading')} /> : null}
      {reviews.status === 'error' ? (
        <div role="alert" className="reviews__error">
          <p>{t('reviews.error')}</p>
          <Button variant="secondary" onClick={reviews.reload}>{t('reviews.retry')}</Button>
        </div>
      ) : null}

      {summary ? (
        <div className="reviews__summary">
          {summary.rating !== null ? (
            <p className="reviews__average">
              <strong>{summary.rating.toLocaleString(language, { maximumFractionDigits: 1 })}</strong>
              <RatingStars rating={summary.rating} size={22} />
              <span>{t('reviews.average', { rating: summary.rating.toLocaleString(language, { maximumFractionDigits: 1 }) })} · {t('product.reviewCount', { count: summary.reviewCount })}</span>
            </p>
          ) : (
            <p>{t('reviews.empty')}</p>
          )}
          {summary.reviewCount > 0 ? (
            <ul className="reviews__distribution">
              {[5, 4, 3, 2, 1].map((stars) => (
                <li key={stars}>
                  <span>{t('reviews.distribution', { stars, count: summary.distribution[stars - 1] })}</span>
                  <meter min={0} max={summary.reviewCount} value={summary.distribution[stars - 1]} aria-hidden="true" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {mode === 'read' ? <Button variant="secondary" onClick={startWriting}>{t('reviews.write')}</Button> : null}
      {mode === 'sign-in' ? (
        <div className="reviews__sign-in" role="status">
          <p>{t('reviews.signInPrompt')}</p>
          <Link to={loginHref} className="hm-button hm-button--primary hm-button--md">{t('reviews.signIn')}</Link>
        </div>
      ) : null}
      {mode === 'write' && session.status === 'authenticated' ? (
        <Suspense fallback={<Spinner label={t('reviews.loadingForm')} />}>
          <ReviewForm
            productId={productId}
            defaultName={session.user.fullName ?? ''}
            onCancel={() => setMode('read')}
            onSignInNeeded={() => setMode('sign-in')}
            onSaved={(created) => {
              setMode('read');
              show(created ? t('reviews.created') : t('reviews.updated'), { durationMs: TIMINGS.toastMs });
              reviews.reload();
              onChanged();
            }}
          />
        </Suspense>
      ) : null}
      <ToastRegion toast={toast} onDismiss={dismiss} placement="inline" />

      <ul className="reviews__list">
        {reviews.items.map((review) => (
          <li key={review.id} className="review">
            <p className="review__head">
              <RatingStars rating={review.rating} />
              <span className="hm-visually-hidden">{t('product.ratingLabel', { rating: review.rating })}</span>
              {review.title ? <strong className="review__title">{decodeHtml(review.title)}</strong> : null}
            </p>
            <p className="review__text">{decodeHtml(review.text)}</p>
            <p className="review__meta">
              {decodeHtml(review.authorName)} · <time dateTime={review.createdAt}>{formatDate(review.createdAt, language)}</time>
            </p>
          </li>
        ))}
      </ul>
      {reviews.hasMore ? (
        <Button variant="ghost" busy={reviews.loadingMore} onClick={reviews.loadMore}>{t('reviews.more')}</Button>
      ) : null}
    </div>
  );
}
