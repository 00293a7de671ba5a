import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { FEATURED_VARIANT, listItemWeight, mediaUrl, TIMINGS, type ProductListItem } from '@harman/contracts';
import { useCart } from '@harman/cart';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { Button, FallbackImage, Spinner } from '@harman/ui';
import { imageAlt } from '../../features/catalog/localized';
import { useFeaturedProducts } from '../../features/catalog/use-featured-products';

function FeaturedCard({ product }: { product: ProductListItem }) {
  const { t } = useTranslation('storefront');
  const [language] = useLanguage();
  const { add } = useCart();
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The list answers in the page's language (see useFeaturedProducts).
  const { name, subtitle, description } = product;
  const image = mediaUrl(product.image);
  const ratingText = product.rating?.toLocaleString(language, { maximumFractionDigits: 1 }) ?? '';
  const [from, to] = product.colors && product.colors.length >= 2 ? product.colors : ['#6f4427', '#c8894b'];

  const addToCart = () => {
    add({ id: product.id, name, price: product.price, image, variant: FEATURED_VARIANT, weight: listItemWeight(product) });
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), TIMINGS.toastMs);
  };

  return (
    <li className="featured-card" style={{ ['--from' as string]: from, ['--to' as string]: to }}>
      <Link to={`/shop/${product.slug}`} className="featured-card__media">
        <FallbackImage src={image} alt={imageAlt(language, product.imageAlt, name)} width={240} height={240} loading="lazy" decoding="async" />
      </Link>
      <div className="featured-card__body">
        <h3 className="featured-card__name"><Link to={`/shop/${product.slug}`}>{name}</Link></h3>
        {subtitle ? <p className="featured-card__subtitle">{subtitle}</p> : null}
        <p className="featured-card__description">{description}</p>
        {/* The rating computed from real reviews (DECISIONS), not the spec's fixed 4.8. */}
        {product.rating !== undefined && product.reviewCount ? (
          <p className="featured-card__rating" data-testid="featured-rating">
            <span aria-hidden="true">★ {ratingText}</span>
            <span className="hm-visually-hidden">{t('featured.rating', { rating: ratingText })}</span>
            <span>({t('featured.reviewCount', { count: product.reviewCount })})</span>
          </p>
        ) : (
          <p className="featured-card__rating" data-testid="featured-rating">{t('featured.noReviews')}</p>
        )}
        <div className="featured-card__footer">
          <p className="featured-card__price">
            {formatPrice(product.price, language)} <span className="featured-card__pack">/ {t('featured.pack')}</span>
          </p>
          {/* While it says 'Added', its name is what it says (WCAG 2.5.3): the label names the action only. */}
          <Button size="sm" onClick={addToCart} aria-label={added ? undefined : t('featured.addAria', { name })}>
            {added ? `✓ ${t('featured.added')}` : t('featured.addToCart')}
          </Button>
        </div>
        <p className="hm-visually-hidden" role="status" aria-live="polite">{added ? t('featured.added') : ''}</p>
      </div>
    </li>
  );
}

/** The six featured coffees from the api, each added to the cart as a 250g pack. */
export function FeaturedStrip() {
  const { t } = useTranslation('storefront');
  const { state, retry } = useFeaturedProducts();
  return (
    <section id="featured" className="featured" aria-labelledby="featured-title">
      <div className="hm-container">
        <header className="section-header">
          <h2 id="featured-title">{t('featured.title')}</h2>
          <p>{t('featured.text')}</p>
        </header>
        {state.status === 'loading' ? <Spinner /> : null}
        {state.status === 'error' ? (
          <div className="featured__error" role="alert">
            <p>{t('featured.error')}</p>
            <Button variant="secondary" onClick={retry}>{t('featured.retry')}</Button>
          </div>
        ) : null}
        {state.status === 'ready' ? (
          <ul className="featured__grid" data-testid="featured-products">
            {state.products.map((product) => <FeaturedCard key={product.id} product={product} />)}
          </ul>
        ) : null}
        <div className="featured__more">
          <Link to="/shop" className="hm-button hm-button--secondary hm-button--md">{t('featured.viewAll')}</Link>
        </div>
      </div>
    </section>
  );
}
