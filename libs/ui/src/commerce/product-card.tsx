import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FallbackImage } from './fallback-image';
import './product-card.css';

export interface ProductCardProps {
  /** Where the card leads (the product page). */
  to: string;
  name: string;
  subtitle?: string | null;
  imageUrl?: string | null;
  imageAlt?: string;
  /** Formatted by the caller (language, decimals). */
  price: string;
  /** Struck through beside the price when given. */
  comparePrice?: string | null;
  /** Badges over the image (sale, new, out of stock). */
  badges?: ReactNode;
  soldOut?: boolean;
  addLabel: string;
  /** The button's full name for assistive technology, e.g. "Kenya AA sepete ekle". */
  addAriaLabel: string;
  onAdd?: () => void;
  /** Replaces the add label briefly after adding. */
  addedLabel?: string | null;
  /** Eager, high-priority image for the cards in the first screenful (LCP). */
  priority?: boolean;
}

/**
 * A product in a grid: image, name, price and compare price, badges; add-to-cart shows on hover and whenever
 * focus is inside the card (keyboard users), and always on touch screens.
 */
export function ProductCard(props: ProductCardProps) {
  const { to, name, subtitle, imageUrl, imageAlt, price, comparePrice, badges, soldOut = false, priority = false } = props;
  return (
    <article className={soldOut ? 'hm-product-card hm-product-card--sold-out' : 'hm-product-card'}>
      <Link to={to} className="hm-product-card__link">
        <span className="hm-product-card__media">
          <FallbackImage
            src={imageUrl ?? undefined}
            // The link already carries the name: an alt that repeats it is read twice.
            alt={imageAlt && imageAlt !== name ? imageAlt : ''}
            width={240}
            height={240}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        </span>
        <span className="hm-product-card__name">{name}</span>
        {subtitle ? <span className="hm-product-card__subtitle">{subtitle}</span> : null}
      </Link>
      {badges ? <div className="hm-product-card__badges">{badges}</div> : null}
      <div className="hm-product-card__footer">
        <p className="hm-product-card__price">
          <span>{price}</span>
          {comparePrice ? <del className="hm-product-card__compare">{comparePrice}</del> : null}
        </p>
        {props.onAdd ? (
          <button
            type="button"
            className="hm-button hm-button--primary hm-button--sm hm-product-card__add"
            onClick={props.onAdd}
            disabled={soldOut}
            aria-label={props.addAriaLabel}
          >
            {props.addedLabel ?? props.addLabel}
          </button>
        ) : null}
      </div>
    </article>
  );
}

export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'sale' | 'new' | 'muted' | 'accent'; children: ReactNode }) {
  return <span className={`hm-badge hm-badge--${tone}`}>{children}</span>;
}
