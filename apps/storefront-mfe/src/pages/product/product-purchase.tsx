import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CART_MAX_QUANTITY, RETURN_PERIOD_DAYS, TIMINGS, type ProductDetail } from '@harman/contracts';
import { cartLineKey, useCart } from '@harman/cart';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { Button, QuantityStepper, ToastRegion, useToast } from '@harman/ui';
import { localized } from '../../features/catalog/localized';
import { availableFor, sortedVariants, variantWeight } from '../../features/catalog/stock';
import { useSitePricing } from '../../features/pricing/use-site-pricing';
import { BackInStockRequest } from './back-in-stock-request';
import { ProductIconActions } from './product-icon-actions';

const LOW_STOCK = 5;

/**
 * Variant, price, stock, quantity and the two ways to buy. The cart line's variant is the variant's name, as the
 * home strip's '250g' is, so the same pack from either place is one line.
 */
/** The chosen option is the page's (the specifications show its weight); the first one at start. */
export function ProductPurchase({ product, variantId, onVariant }: { product: ProductDetail; variantId: string | undefined; onVariant: (id: string) => void }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const pricing = useSitePricing();
  const navigate = useNavigate();
  const { add, items } = useCart();
  const { toast, show, dismiss } = useToast();
  const variants = sortedVariants(product);
  const [quantity, setQuantity] = useState(1);
  const variant = variants.find((entry) => entry.id === variantId);
  const price = variant?.price ?? product.basePrice;
  const available = availableFor(product, variant);
  // The stock shown is the chosen option's (what can be bought of it); 'Tükendi' when the whole product is out.
  const totalStock = product.stock;
  const shownStock = variant ? available : totalStock;
  const variantSoldOut = totalStock > 0 && available <= 0;
  const soldOut = totalStock <= 0 || available <= 0;
  const maxQuantity = Math.max(1, Math.min(CART_MAX_QUANTITY, available));
  // The stepper stops at the option's stock: said, not silent.
  const atStockLimit = !soldOut && available < CART_MAX_QUANTITY && quantity >= maxQuantity;
  const name = localized(language, product.name, product.nameEn);
  const savings = product.comparePrice !== null && product.comparePrice > price ? product.comparePrice - price : 0;

  const inCart = items.find((item) => cartLineKey(item) === cartLineKey({ id: product.id, variant: variant?.name }))?.quantity ?? 0;
  /** Adds the chosen quantity; false when the line already holds the most a cart line may (99): nothing to add. */
  const addToCart = (): boolean => {
    if (inCart >= CART_MAX_QUANTITY) return false;
    add(
      { id: product.id, name, price, image: product.primaryImage?.url, variant: variant?.name, weight: variantWeight(product, variant) },
      Math.min(quantity, maxQuantity),
    );
    return true;
  };

  return (
    <div className="product-purchase">
      <p className="product-purchase__price">
        <span data-testid="product-price">{formatPrice(price, language)}</span>
        {savings > 0 ? <del className="product-purchase__compare">{formatPrice(product.comparePrice!, language)}</del> : null}
      </p>
      {savings > 0 ? <p className="product-purchase__saving">{t('product.savingsAmount', { amount: formatPrice(savings, language) })}</p> : null}

      {variants.length > 0 ? (
        <fieldset className="variant-picker">
          <legend>{t('product.variants')}</legend>
          <div className="variant-picker__options">
            {variants.map((entry) => (
              <button
                key={entry.id}
                type="button"
                className="variant-picker__option"
                aria-pressed={entry.id === variantId}
                onClick={() => {
                  onVariant(entry.id);
                  setQuantity(1);
                }}
              >
                <span>{localized(language, entry.name, entry.nameEn)}</span>
                <span className="variant-picker__price">{formatPrice(entry.price, language)}</span>
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}

      <p className={soldOut ? 'product-purchase__stock product-purchase__stock--out' : 'product-purchase__stock'} data-testid="product-stock">
        {totalStock <= 0
          ? t('product.soldOut')
          : variantSoldOut
            ? t('product.variantSoldOut')
            : shownStock <= LOW_STOCK
              ? t('product.lowStock', { count: shownStock })
              : t('product.inStock', { count: shownStock })}
      </p>

      <div className="product-purchase__actions">
        <QuantityStepper value={quantity} min={1} max={maxQuantity} onChange={setQuantity} disabled={soldOut} label={t('product.quantity')} />
        {atStockLimit ? (
          <p className="product-purchase__limit" role="status" data-testid="quantity-limit">
            {t('product.stockLimit', { count: maxQuantity })}
          </p>
        ) : null}
        <Button
          size="lg"
          disabled={soldOut}
          onClick={() => {
            if (addToCart()) show(t('product.added'), { durationMs: TIMINGS.toastMs });
            else show(t('product.cartLineFull', { count: CART_MAX_QUANTITY }), { tone: 'error', durationMs: TIMINGS.toastMs });
          }}
        >
          {t('product.addToCart')}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          disabled={soldOut}
          onClick={() => {
            addToCart();
            navigate('/checkout');
          }}
        >
          {t('product.buyNow')}
        </Button>
        <ProductIconActions productId={product.id} name={name} path={`/shop/${product.slug}`} show={show} />
      </div>
      {totalStock <= 0 ? <BackInStockRequest productId={product.id} show={show} /> : null}
      <ToastRegion toast={toast} onDismiss={dismiss} placement="inline" />

      <ul className="product-perks">
        <li>{t('product.perks.shipping', { amount: formatPrice(pricing.freeShippingThreshold, language, { decimals: 0 }) })}</li>
        <li>{t('product.perks.returns', { days: RETURN_PERIOD_DAYS })}</li>
        <li>{t('product.perks.quality')}</li>
      </ul>
    </div>
  );
}
