import { useLayoutEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TIMINGS } from '@harman/contracts';
import { cartLineKey, useCartQuote } from '@harman/cart';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { Button, Icon, ToastRegion, useFlashMessage } from '@harman/ui';
import { registerCartDrawerTranslations } from './cart-drawer-translations';
import { DrawerLine } from './drawer-line';
import { focusAfterRemove } from './focus-after-remove';
import { useDrawerActions } from './use-drawer-actions';
import './cart-drawer.css';

registerCartDrawerTranslations();

/**
 * The cart from the header, as a modal side panel on the native `<dialog>` (focus stays inside, Escape closes,
 * focus returns to the cart button). Lines, − / +, remove with undo, clear, totals from the api's quote,
 * checkout and continue shopping.
 */
export default function CartDrawer({ onClose, onLeave }: { onClose: () => void; onLeave: () => void }) {
  const { t } = useTranslation('cartDrawer');
  const [language] = useLanguage();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { cart, busyKey, changeQuantity, remove, clear, toast, dismiss } = useDrawerActions();
  const quote = useCartQuote(cart.items);
  const { message, flash } = useFlashMessage(TIMINGS.emptyCheckoutErrorMs);
  const amounts = quote.quote ?? cart.totals;
  const quoted = new Map((quote.quote?.lines ?? []).map((line) => [cartLineKey({ id: line.id, variant: line.variant ?? undefined }), line]));
  const money = (kurus: number) => formatPrice(kurus, language, { decimals: 0 });

  // Opening moves focus into the dialog, and the browser may scroll the page to it (the header is sticky): the
  // page stays where the shopper left it. On unmount the element leaves the top layer by being removed, which
  // restores nothing by itself; the cart control decides where focus goes.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    const { scrollX, scrollY } = window;
    // Smooth scrolling (the site's default) would animate that scroll after this returns: switch it off meanwhile.
    const root = document.documentElement;
    const behavior = root.style.scrollBehavior;
    root.style.scrollBehavior = 'auto';
    element.showModal();
    closeButton.current?.focus({ preventScroll: true });
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
    root.style.scrollBehavior = behavior;
  }, []);

  /** Closes the drawer on the way to another page (focus is then the new page's business). */
  const go = (to: string) => {
    onLeave();
    navigate(to);
  };

  return (
    <dialog
      ref={dialog}
      className="cart-drawer"
      aria-labelledby="cart-drawer-title"
      data-testid="cart-drawer"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="cart-drawer__panel">
        {/* Plain blocks, not <header>/<footer>: no banner or contentinfo landmark nested in the dialog. */}
        <div className="cart-drawer__header">
          <h2 id="cart-drawer-title">
            {t('title')} {cart.items.length > 0 ? <span className="cart-drawer__count">({t('itemCount', { count: cart.totals.itemCount })})</span> : null}
          </h2>
          <button ref={closeButton} type="button" className="cart-drawer__close" onClick={onClose} aria-label={t('close')}>
            <Icon name="close" />
          </button>
        </div>

        {cart.items.length === 0 ? (
          <div className="cart-drawer__empty" data-testid="cart-drawer-empty">
            <Icon name="cart" size={40} />
            <p className="cart-drawer__empty-title">{t('emptyTitle')}</p>
            <p>{t('emptyText')}</p>
          </div>
        ) : (
          <ul className="cart-drawer__lines" aria-label={t('lines')} onClick={focusAfterRemove('.drawer-line__remove', () => closeButton.current)}>
            {cart.items.map((item) => {
              const key = cartLineKey(item);
              return (
                <DrawerLine
                  key={key}
                  item={item}
                  quoted={quoted.get(key)}
                  priceChange={quote.priceChanges.get(key)}
                  busy={busyKey === key}
                  onQuantity={changeQuantity}
                  onRemove={remove}
                />
              );
            })}
          </ul>
        )}

        <div className="cart-drawer__footer" aria-busy={quote.status === 'loading'}>
          {cart.items.length > 0 ? (
            <>
              <dl className="cart-drawer__totals">
                <div><dt>{t('subtotal')}</dt><dd data-testid="drawer-subtotal">{money(amounts.subtotal)}</dd></div>
                <div><dt>{t('vat', { rate: amounts.vatRateBasisPoints / 100 })}</dt><dd>{money(amounts.vat)}</dd></div>
                <div><dt>{t('shipping')}</dt><dd data-testid="drawer-shipping">{amounts.shipping === 0 ? t('freeShipping') : money(amounts.shipping)}</dd></div>
                <div className="cart-drawer__total"><dt>{t('total')}</dt><dd data-testid="drawer-total">{money(amounts.total)}</dd></div>
              </dl>
              <p className="cart-drawer__shipping" data-testid="drawer-free-shipping" aria-live="polite">
                {amounts.freeShipping ? t('freeShippingReached') : t('remaining', { amount: money(amounts.remainingForFreeShipping) })}
              </p>
              {quote.status === 'loading' ? <p className="cart-drawer__pending">{t('calculating')}</p> : null}
              {quote.status === 'error' ? (
                <p className="cart-drawer__failed" role="alert">
                  {t('quoteFailed')} <button type="button" onClick={quote.retry}>{t('retry')}</button>
                </p>
              ) : null}
            </>
          ) : null}
          <Button size="lg" className="cart-drawer__checkout" onClick={() => (cart.items.length === 0 ? flash(t('emptyCheckout')) : go('/checkout'))}>
            {t('checkout')}
          </Button>
          {message ? <p className="cart-drawer__blocked" role="alert" data-testid="drawer-checkout-blocked">{message}</p> : null}
          <div className="cart-drawer__links">
            {cart.items.length > 0 ? (
              <Link to="/cart" onClick={onLeave}>{t('viewCart')}</Link>
            ) : null}
            <button type="button" className="cart-drawer__link-button" onClick={() => go('/shop')}>{t('continueShopping')}</button>
            {cart.items.length > 0 ? (
              <button type="button" className="cart-drawer__link-button cart-drawer__clear" onClick={clear}>{t('clear')}</button>
            ) : null}
          </div>
        </div>
        <ToastRegion toast={toast} onDismiss={dismiss} placement="inline" />
      </div>
    </dialog>
  );
}
