import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { isApiError } from '@harman/api-client';
import type { ProductDetail } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { Button, Icon, PageHead, Spinner } from '@harman/ui';
import { RatingStars } from '../../components/rating-stars';
import { fetchFailedText } from '../../features/catalog/error-text';
import { getProduct } from '../../features/catalog/get-product';
import { localized, localizedList } from '../../features/catalog/localized';
import { rememberViewed } from '../../features/catalog/recently-viewed';
import { sortedVariants, variantWeight } from '../../features/catalog/stock';
import { ReviewsPanel } from '../../features/reviews/reviews-panel';
import { useResource } from '../../hooks/use-resource';
import { Breadcrumb } from './breadcrumb';
import { ProductBadges } from './product-badges';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductSpecs } from './product-specs';
import { ProductTabs } from './product-tabs';
import './product.css';

/** /shop/{id or slug}: the product with its states: loading, not found, error with retry. */
export function ProductPage() {
  const { idOrSlug = '' } = useParams();
  const product = useResource(idOrSlug, (signal) => getProduct(idOrSlug, signal));
  const current = product.data && (product.data.slug === idOrSlug || product.data.id === idOrSlug) ? product.data : undefined;

  if (product.status === 'error') {
    return isApiError(product.error) && product.error.status === 404 ? <ProductNotFound /> : <ProductError error={product.error} onRetry={product.retry} />;
  }
  if (!current) return <ProductLoading />;
  return <ProductView key={current.id} product={current} onReviewsChanged={product.retry} />;
}

function ProductView({ product, onReviewsChanged }: { product: ProductDetail; onReviewsChanged: () => void }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const name = localized(language, product.name, product.nameEn);
  useEffect(() => rememberViewed(product), [product]);
  const [variantId, setVariantId] = useState(() => sortedVariants(product)[0]?.id);
  const weight = variantWeight(product, product.variants.find((entry) => entry.id === variantId));

  const description = localized(language, product.detailedDescription, product.detailedDescriptionEn) || localized(language, product.description, product.descriptionEn);
  const tags = localizedList(language, product.tags, product.tagsEn);
  return (
    <article className="product-page hm-container" data-testid="product-page" data-slug={product.slug}>
      <PageHead title={name} description={localized(language, product.description, product.descriptionEn)} />
      <Breadcrumb
        trail={[
          { label: t('breadcrumb.home'), to: '/' },
          { label: t('breadcrumb.shop'), to: '/shop' },
          { label: localized(language, product.category.name, product.category.nameEn), to: `/shop?category=${product.category.slug}` },
          { label: name },
        ]}
      />
      <div className="product-page__main">
        <ProductGallery images={product.images} name={name} />
        <div className="product-page__info">
          <ProductBadges product={product} />
          <h1 className="product-page__title">{name}</h1>
          {product.subtitle ? <p className="product-page__subtitle">{localized(language, product.subtitle, product.subtitleEn)}</p> : null}
          <p className="product-page__rating">
            {product.rating !== null ? (
              <>
                <RatingStars rating={product.rating} />
                <span>{t('product.ratingLabel', { rating: product.rating.toLocaleString(language, { maximumFractionDigits: 1 }) })}</span>
                <span>· {t('product.reviewCount', { count: product.reviewCount })}</span>
              </>
            ) : (
              <span>{t('product.noReviews')}</span>
            )}
          </p>
          <p className="product-page__summary">{localized(language, product.description, product.descriptionEn)}</p>
          <ProductPurchase product={product} variantId={variantId} onVariant={setVariantId} />
        </div>
      </div>
      <ProductTabs
        tabs={[
          {
            id: 'description',
            label: t('product.tabs.description'),
            panel: (
              <>
                <p className="product-page__description">{description}</p>
                {tags.length > 0 ? (
                  <div className="product-page__tags">
                    <h2 className="product-page__tags-title">{t('product.tags')}</h2>
                    <ul>
                      {tags.map((tag) => (
                        <li key={tag}>
                          <Link to={`/shop?q=${encodeURIComponent(tag)}`}>#{tag}</Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </>
            ),
          },
          { id: 'specifications', label: t('product.tabs.specifications'), panel: <ProductSpecs product={product} weight={weight} /> },
          {
            id: 'reviews',
            label: t('product.tabs.reviews', { count: product.reviewCount }),
            panel: <ReviewsPanel productId={product.id} onChanged={onReviewsChanged} />,
          },
        ]}
      />
    </article>
  );
}

function ProductLoading() {
  const { t } = useTranslation('shop');
  return (
    <div className="product-page hm-container" aria-busy="true">
      <Spinner label={t('product.loading')} fullHeight />
    </div>
  );
}

function ProductNotFound() {
  const { t } = useTranslation('shop');
  return (
    <section className="hm-state" data-testid="product-not-found" aria-labelledby="product-missing-title">
      <PageHead title={t('product.notFoundTitle')} />
      <meta name="robots" content="noindex" />
      <div className="hm-state__code" aria-hidden="true">404</div>
      <h1 id="product-missing-title" className="hm-state__title">{t('product.notFoundTitle')}</h1>
      <p className="hm-state__text">{t('product.notFoundText')}</p>
      <div className="hm-state__actions">
        <Link to="/shop" className="hm-button hm-button--primary hm-button--md">{t('product.backToShop')}</Link>
      </div>
    </section>
  );
}

function ProductError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('shop');
  return (
    <section className="hm-state" role="alert" data-testid="product-error" aria-labelledby="product-error-title">
      <div className="hm-state__icon"><Icon name="coffee" size={48} /></div>
      <PageHead title={t('product.errorTitle')} />
      <h1 id="product-error-title" className="hm-state__title">{t('product.errorTitle')}</h1>
      <p className="hm-state__text">{fetchFailedText(t, error, t('product.fetchFailed'))}</p>
      <div className="hm-state__actions">
        <Button onClick={onRetry}>{t('product.retry')}</Button>
        <Link to="/shop" className="hm-button hm-button--secondary hm-button--md">{t('product.backToShop')}</Link>
      </div>
    </section>
  );
}
