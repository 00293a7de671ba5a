import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CART_MAX_QUANTITY, FREE_SHIPPING_THRESHOLD_KURUS, RETURN_PERIOD_DAYS, TIMINGS, type ProductDetail } from '@harman/contracts';
import { useCart } from '@harman/cart';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { Button, QuantityStepper, ToastRegion, useToast } from '@harman/ui';
import { localized } from '../../features/catalog/localized';
import { availableFor, variantWeight } from '../../features/catalog/stock';
import { ProductIconActions } from './product-icon-actions';

const LOW_STOCK = 5;

/**
 * Variant, price, stock, quantity and the two ways to buy. The cart line's variant is the variant's name, as the
 * home strip's '250g' is, so the same pack from either place is one line.
 */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const { add } = useCart();
  const { toast, show, dismiss } = useToast();
  const variants = [...product.variants].sort((a, b) => a.sortOrder - b.sortOrder);
  const [variantId, setVariantId] = useState(variants[0]?.id);
  const [quantity, setQuantity] = useState(1);
  const variant = variants.find((entry) => entry.id === variantId);
  const price = variant?.price ?? product.basePrice;
  const available = availableFor(product, variant);
  // The stock shown is the product's total (the sum of its inventory, as the spec defines it); what can be
  // bought of the chosen option is capped by that option's own stock, and said when it runs short.
  const totalStock = product.stock;
  const variantSoldOut = totalStock > 0 && available <= 0;
  const soldOut = totalStock <= 0 || available <= 0;
  const maxQuantity = Math.max(1, Math.min(CART_MAX_QUANTITY, available));
  const name = localized(language, product.name, product.nameEn);
  const savings = product.comparePrice !== null && product.comparePrice > price ? product.comparePrice - price : 0;

  const addToCart = () => {
    add(
      { id: product.id, name, price, image: product.primaryImage?.url, variant: variant?.name, weight: variantWeight(product, variant) },
      Math.min(quantity, maxQuantity),
    );
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
                  setVariantId(entry.id);
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

      <p className={totalStock <= 0 ? 'product-purchase__stock product-purchase__stock--out' : 'product-purchase__stock'} data-testid="product-stock">
        {totalStock <= 0 ? t('product.soldOut') : totalStock <= LOW_STOCK ? t('product.lowStock', { count: totalStock }) : t('product.inStock', { count: totalStock })}
      </p>
      {variant && totalStock > 0 && available < totalStock && available <= LOW_STOCK ? (
        <p className="product-purchase__variant-stock" data-testid="variant-stock">
          {variantSoldOut ? t('product.variantSoldOut') : t('product.variantLowStock', { count: available })}
        </p>
      ) : null}

      <div className="product-purchase__actions">
        <QuantityStepper value={quantity} min={1} max={maxQuantity} onChange={setQuantity} disabled={soldOut} label={t('product.quantity')} />
        <Button
          size="lg"
          disabled={soldOut}
          onClick={() => {
            addToCart();
            show(t('product.added'), { durationMs: TIMINGS.toastMs });
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
      <ToastRegion toast={toast} onDismiss={dismiss} placement="inline" />

      <ul className="product-perks">
        <li>{t('product.perks.shipping', { amount: formatPrice(FREE_SHIPPING_THRESHOLD_KURUS, language, { decimals: 0 }) })}</li>
        <li>{t('product.perks.returns', { days: RETURN_PERIOD_DAYS })}</li>
        <li>{t('product.perks.quality')}</li>
      </ul>
    </div>
  );
}
