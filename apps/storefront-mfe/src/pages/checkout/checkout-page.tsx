import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PlaceOrderResult } from '@harman/contracts';
import { useSession } from '@harman/auth';
import { useTranslation } from '@harman/i18n';
import { PageHead, Spinner, ToastRegion } from '@harman/ui';
import { CartEmpty } from '../../features/cart/cart-empty';
import { CartView } from '../../features/cart/cart-view';
import { useLineActions } from '../../features/cart/use-line-actions';
import { emptyCardMemory, type CardMemory } from '../../features/checkout/card-memory';
import { clearDraft } from '../../features/checkout/checkout-draft';
import { CheckoutProgress } from '../../features/checkout/checkout-progress';
import { allowedStep, confirmationPath, nextStep, parseStep, stepPath, type CheckoutStep } from '../../features/checkout/checkout-steps';
import { AddressStep, DeliveryStep, PaymentStep, preloadSteps, ReviewStep } from '../../features/checkout/lazy-steps';
import { rememberPlacedOrder } from '../../features/checkout/placed-order';
import { StepFocusContext } from '../../features/checkout/step-heading';
import { useCheckoutDraft } from '../../features/checkout/use-checkout-draft';
import { registerCheckoutTranslations } from '../../i18n/checkout-translations';
import '../cart/cart.css';
import './checkout.css';

registerCheckoutTranslations();

/**
 * /checkout: the cart, then Teslimat adresi → Teslimat → Ödeme → Onay, each step in the URL (`?step=…`) so
 * back, forward and a reload keep it, and what was typed in the session's draft. Placing the order leads to
 * /checkout/confirmation/<number>. An empty cart shows the cart page's empty state with the spec's
 * 'Sepetiniz boş, lütfen ürün ekleyin'.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { t: tShop } = useTranslation('shop');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const actions = useLineActions();
  const auth = useSession();
  const { draft, update } = useCheckoutDraft();
  // The new card's fields live here, in memory only: a declined card comes back to its form as it was typed.
  const card = useRef<CardMemory>(emptyCardMemory());
  const rememberCard = useCallback((next: CardMemory) => {
    card.current = next;
  }, []);
  const [declineReason, setDeclineReason] = useState<string | null>(null);

  const requested = parseStep(params.get('step'));
  const signedIn = auth.status === 'authenticated';
  const step: CheckoutStep = allowedStep(requested, {
    hasAddress: Boolean(draft.address) && (signedIn || draft.email !== ''),
    hasDelivery: Boolean(draft.deliveryMethod),
    hasPayment: Boolean(draft.paymentMethod) && (draft.paymentMethod !== 'card' || Boolean(draft.cardToken)),
  });
  const empty = actions.cart.items.length === 0;

  // A step asked for too early (a bookmark, a stale tab) is replaced by the first unfinished one.
  useEffect(() => {
    if (!empty && auth.status !== 'loading' && step !== requested) navigate(stepPath(step), { replace: true });
  }, [empty, auth.status, step, requested, navigate]);

  // The later steps' chunk, fetched while the shopper looks at the cart (lazy-steps.tsx).
  useEffect(() => {
    if (empty) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(preloadSteps);
  }, [empty]);

  // The step's heading takes the focus after a move inside the checkout, not on the first load.
  const firstStep = useRef(step);
  const moved = firstStep.current !== step;

  const go = useCallback((next: CheckoutStep) => navigate(stepPath(next)), [navigate]);
  const forward = useCallback(() => go(nextStep(step)), [go, step]);

  const placed = useCallback(
    (result: PlaceOrderResult, email: string) => {
      rememberPlacedOrder({
        orderNumber: result.orderNumber,
        email,
        paymentMethod: draft.paymentMethod ?? 'card',
        outcome: result.outcome === 'paid' ? 'paid' : 'pending',
        totalKurus: result.amounts.totalKurus,
        bankTransfer: result.bankTransfer,
        guestAccessToken: result.guestAccessToken,
      });
      actions.cart.clear();
      clearDraft();
      navigate(confirmationPath(result.orderNumber), { replace: true });
    },
    [actions.cart, draft.paymentMethod, navigate],
  );

  const declined = useCallback(
    (reason: string) => {
      setDeclineReason(reason);
      update({ cardToken: null, cardLabel: null, idempotencyKey: null });
      go('payment');
    },
    [go, update],
  );

  return (
    <div className="cart-page checkout-page hm-container" data-testid="checkout-page">
      <PageHead title={t('title')} />
      <header className="cart-page__header">
        <h1>{t('title')}</h1>
      </header>
      {empty ? null : <CheckoutProgress step={step} done={false} />}
      {empty ? (
        <CartEmpty text={tShop('cart.emptyCheckout')} />
      ) : (
        <StepFocusContext.Provider value={moved}>
          <Suspense fallback={<Spinner label={t('loadingStep')} />}>
            {step === 'cart' ? (
              <CartView
                actions={actions}
                checkoutLabel={tShop('checkout.continue')}
                onCheckout={forward}
                footer={
                  <div className="cart-summary__links">
                    <Link to="/shop" className="hm-button hm-button--ghost hm-button--md">{tShop('cart.continueShopping')}</Link>
                  </div>
                }
              />
            ) : null}
            {step === 'shipping' ? <AddressStep draft={draft} update={update} onNext={forward} /> : null}
            {step === 'delivery' ? <DeliveryStep items={actions.cart.items} draft={draft} update={update} onNext={forward} /> : null}
            {step === 'payment' ? (
              <PaymentStep
                items={actions.cart.items}
                draft={draft}
                update={update}
                card={card.current}
                onCardChange={rememberCard}
                declineReason={declineReason}
                onNext={() => {
                  setDeclineReason(null);
                  forward();
                }}
              />
            ) : null}
            {step === 'review' ? <ReviewStep items={actions.cart.items} draft={draft} update={update} onPlaced={placed} onDeclined={declined} /> : null}
          </Suspense>
        </StepFocusContext.Provider>
      )}
      <ToastRegion toast={actions.toast} onDismiss={actions.dismiss} />
    </div>
  );
}
