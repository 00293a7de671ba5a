import type { ReactNode } from 'react';
import { VAT_RATE_BASIS_POINTS, type CartAmounts } from '@harman/contracts';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';

interface Props {
  amounts: CartAmounts;
  /** A quote for the current cart is on its way: the amounts shown are the cart's own. */
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
  children?: ReactNode;
}

/** Subtotal, VAT, shipping and total (no decimals), and what is left to free shipping. */
export function CartSummary({ amounts, pending, failed, onRetry, children }: Props) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const money = (kurus: number) => formatPrice(kurus, language, { decimals: 0 });
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title" aria-busy={pending}>
      <h2 id="cart-summary-title">{t('cart.summary')}</h2>
      <dl data-testid="cart-summary">
        <div><dt>{t('cart.subtotal')}</dt><dd data-testid="cart-subtotal">{money(amounts.subtotal)}</dd></div>
        {/* A shell from before the rate was in the amounts hands over none: the default rate is the right label then. */}
        <div><dt>{t('cart.vat', { rate: (amounts.vatRateBasisPoints ?? VAT_RATE_BASIS_POINTS) / 100 })}</dt><dd data-testid="cart-vat">{money(amounts.vat)}</dd></div>
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd data-testid="cart-shipping">{amounts.shipping === 0 && amounts.subtotal > 0 ? t('cart.freeShipping') : money(amounts.shipping)}</dd>
        </div>
        <div className="cart-summary__total"><dt>{t('cart.total')}</dt><dd data-testid="cart-total">{money(amounts.total)}</dd></div>
      </dl>
      <p className={amounts.freeShipping ? 'cart-summary__shipping cart-summary__shipping--free' : 'cart-summary__shipping'} data-testid="free-shipping-message" aria-live="polite">
        {amounts.freeShipping ? t('cart.freeShippingReached') : t('cart.remaining', { amount: money(amounts.remainingForFreeShipping) })}
      </p>
      {pending ? <p className="cart-summary__pending" role="status">{t('cart.calculating')}</p> : null}
      {failed ? (
        <div className="cart-summary__failed" role="alert">
          <p>{t('cart.quoteFailed')}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>{t('cart.retry')}</Button>
        </div>
      ) : null}
      {children}
    </section>
  );
}
