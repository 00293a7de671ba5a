import type { ReactNode } from 'react';
import { TIMINGS } from '@harman/contracts';
import { cartLineKey, useCartQuote } from '@harman/cart';
import { useTranslation } from '@harman/i18n';
import { Button, useFlashMessage } from '@harman/ui';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { focusAfterRemove } from './focus-after-remove';
import type { useLineActions } from './use-line-actions';

interface Props {
  actions: ReturnType<typeof useLineActions>;
  checkoutLabel: string;
  onCheckout: () => void;
  readOnly?: boolean;
  /** Below the checkout button (continue shopping, clear). */
  footer?: ReactNode;
}

/**
 * The cart's lines and totals as the api prices them (the cart's own figures until its quote arrives), and the
 * step to checkout, refused for 3 s with the spec's message when the cart is empty or a line cannot be bought.
 */
export function CartView({ actions, checkoutLabel, onCheckout, readOnly = false, footer }: Props) {
  const { t } = useTranslation('shop');
  const { cart, busyKey, changeQuantity, remove } = actions;
  const quote = useCartQuote(cart.items);
  const { message, flash } = useFlashMessage(TIMINGS.emptyCheckoutErrorMs);
  const quoted = new Map((quote.quote?.lines ?? []).map((line) => [cartLineKey({ id: line.id, variant: line.variant ?? undefined }), line]));

  const checkout = () => {
    if (cart.items.length === 0) return flash(t('cart.emptyCheckout'));
    const blocked = quote.quote?.lines.some((line) => line.issues.includes('UNAVAILABLE') || line.issues.includes('OUT_OF_STOCK'));
    if (blocked) return flash(t('cart.blocked'));
    onCheckout();
  };

  return (
    <div className="cart-view">
      <section className="cart-view__lines" aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="hm-visually-hidden">{t('cart.lines')}</h2>
        <ul className="cart-lines" onClick={focusAfterRemove('.cart-line__remove', () => document.querySelector<HTMLElement>('main h1[tabindex]') ?? document.getElementById('main'))}>
          {cart.items.map((item) => {
            const key = cartLineKey(item);
            return (
              <CartLineItem
                key={key}
                item={item}
                quoted={quoted.get(key)}
                priceChange={quote.priceChanges.get(key)}
                busy={busyKey === key}
                readOnly={readOnly}
                onQuantity={changeQuantity}
                onRemove={remove}
              />
            );
          })}
        </ul>
      </section>
      <CartSummary amounts={quote.quote ?? cart.totals} pending={quote.status === 'loading'} failed={quote.status === 'error'} onRetry={quote.retry}>
        <Button size="lg" className="cart-summary__checkout" onClick={checkout}>{checkoutLabel}</Button>
        {message ? <p className="cart-summary__blocked" role="alert" data-testid="checkout-blocked">{message}</p> : null}
        {footer}
      </CartSummary>
    </div>
  );
}
