import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CartItem, CheckoutChange, PaymentInput, PlaceOrderResult } from '@harman/contracts';
import { isApiError } from '@harman/api-client';
import type { TFunction } from 'i18next';
import { Banner, Button, Spinner } from '@harman/ui';
import type { CheckoutDraft } from './checkout-draft';
import { placeOrder } from './checkout-api';
import { checkoutItems } from './checkout-items';
import { stepPath } from './checkout-steps';
import { OrderSummary, useMoney } from './order-summary';
import { newIdempotencyKey } from './placed-order';
import { StepHeading } from './step-heading';
import { ThreeDsChallenge } from './three-ds-challenge';
import { useCheckoutQuote } from './use-checkout-quote';
import { useCheckoutSession } from './use-checkout-session';
import { useCheckoutText } from './use-checkout-text';

interface Props {
  items: readonly CartItem[];
  draft: CheckoutDraft;
  update: (patch: Partial<CheckoutDraft>) => void;
  /** The payment went through (or waits for a transfer or the courier): on to the confirmation. */
  onPlaced: (result: PlaceOrderResult, email: string) => void;
  /** The provider declined: back to the payment step with its reason. */
  onDeclined: (reason: string) => void;
}

function paymentInput(draft: CheckoutDraft): PaymentInput | null {
  switch (draft.paymentMethod) {
    case 'card':
      return draft.cardToken
        ? { method: 'card', providerToken: draft.cardToken, ...(draft.saveCard ? { saveCard: true, cardName: draft.cardName } : {}) }
        : null;
    case 'saved_card':
      return draft.savedCardId ? { method: 'saved_card', cardId: draft.savedCardId } : null;
    case 'bank_transfer':
      return { method: 'bank_transfer' };
    case 'cash_on_delivery':
      return { method: 'cash_on_delivery' };
    default:
      return null;
  }
}

/**
 * Onay: the lines, address, delivery and payment with the api's amounts, what changed since the cart was filled,
 * and 'Siparişi Tamamla'. The order's idempotency key is made once per attempt and kept in the draft, so a double
 * click, a retry or a reload places one order.
 */
export function ReviewStep({ items, draft, update, onPlaced, onDeclined }: Props) {
  const { t, errorText } = useCheckoutText();
  const money = useMoney();
  const { state, retry } = useCheckoutSession(items, draft, update);
  const cashOnDelivery = draft.paymentMethod === 'cash_on_delivery';
  // Cash on delivery adds its fee: the api prices it with the payment method; otherwise the session's quote is it.
  const feeQuote = useCheckoutQuote(
    cashOnDelivery && draft.address && draft.deliveryMethod
      ? { items: checkoutItems(items), city: draft.address.city, deliveryMethod: draft.deliveryMethod, paymentMethod: 'cash_on_delivery' }
      : null,
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<{ orderId: string; id: string; message: string } | null>(null);
  const placing = useRef(false);

  useEffect(() => {
    if (!draft.idempotencyKey) update({ idempotencyKey: newIdempotencyKey() });
  }, [draft.idempotencyKey, update]);

  const session = state.status === 'ready' ? state.session : null;
  const amounts = cashOnDelivery ? (feeQuote.quote?.amounts ?? null) : (session?.quote.amounts ?? null);
  const payment = paymentInput(draft);

  const settle = (result: PlaceOrderResult) => {
    if (result.outcome === 'requires_action' && result.challenge) {
      setChallenge({ orderId: result.orderId, ...result.challenge });
      return;
    }
    if (result.outcome === 'failed') {
      onDeclined(result.declineReason ?? 'card_declined');
      return;
    }
    onPlaced(result, session?.email ?? draft.email);
  };

  const fail = (error: unknown) => {
    if (isApiError(error) && error.code === 'PAYMENT_DECLINED') {
      onDeclined(String(error.details?.reason ?? 'card_declined'));
      return;
    }
    if (isApiError(error) && error.code === 'PRICE_CHANGED') {
      setProblem(t('review.priceChanged'));
      retry();
      feeQuote.retry();
      return;
    }
    if (isApiError(error) && error.code === 'CHECKOUT_EXPIRED') update({ session: null });
    setProblem(errorText(isApiError(error) ? error.code : undefined));
  };

  const place = async () => {
    if (placing.current || !session || !amounts || !payment || !draft.session || !draft.idempotencyKey) return;
    placing.current = true;
    setBusy(true);
    setProblem(null);
    try {
      settle(await placeOrder(draft.session.id, draft.session.token, { idempotencyKey: draft.idempotencyKey, payment, expectedTotalKurus: amounts.totalKurus }));
    } catch (error) {
      fail(error);
    } finally {
      placing.current = false;
      setBusy(false);
    }
  };

  if (state.status === 'loading' || (cashOnDelivery && !feeQuote.quote && feeQuote.status === 'loading')) {
    return (
      <section className="checkout-step" aria-labelledby="checkout-step-title" data-testid="checkout-review">
        <StepHeading>{t('review.title')}</StepHeading>
        <Spinner label={t('review.loading')} />
      </section>
    );
  }

  if (state.status === 'error' || !session || !amounts) {
    return (
      <section className="checkout-step" aria-labelledby="checkout-step-title" data-testid="checkout-review">
        <StepHeading>{t('review.title')}</StepHeading>
        <Banner tone="error">{errorText(state.status === 'error' ? state.code : undefined)}</Banner>
        <div className="checkout-actions">
          <Button onClick={() => { retry(); feeQuote.retry(); }}>{t('common.retry')}</Button>
          <Link to={stepPath('payment')} className="hm-button hm-button--secondary hm-button--md">{t('common.back')}</Link>
        </div>
      </section>
    );
  }

  const address = session.address;
  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title" data-testid="checkout-review">
      <StepHeading>{t('review.title')}</StepHeading>
      {session.quote.changes.length > 0 ? (
        <Banner tone="info">
          <span className="checkout-changes" data-testid="checkout-changes">
            <strong>{t('review.changesTitle')}</strong>
            <ul>
              {session.quote.changes.map((change) => (
                <li key={`${change.kind}|${change.id}|${change.variant ?? ''}`}>{changeText(t, money, change)}</li>
              ))}
            </ul>
          </span>
        </Banner>
      ) : null}
      <div className="checkout-layout">
        <div className="checkout-review">
          <section className="checkout-review__part" aria-labelledby="review-address">
            <h3 id="review-address">{t('review.address')}</h3>
            <p data-testid="review-address">
              {address.fullName} · {address.phone}
              <br />
              {address.address}
              <br />
              {address.state} / {address.city} {address.postalCode}
              {session.email ? <><br />{session.email}</> : null}
            </p>
            <Link to={stepPath('shipping')}>{t('review.change', { part: t('review.address') })}</Link>
          </section>
          <section className="checkout-review__part" aria-labelledby="review-delivery">
            <h3 id="review-delivery">{t('review.delivery')}</h3>
            <p data-testid="review-delivery">{t(`delivery.methods.${session.deliveryMethod}`)}</p>
            <Link to={stepPath('delivery')}>{t('review.change', { part: t('review.delivery') })}</Link>
          </section>
          <section className="checkout-review__part" aria-labelledby="review-payment">
            <h3 id="review-payment">{t('review.payment')}</h3>
            <p data-testid="review-payment">
              {draft.paymentMethod ? t(`payment.methods.${draft.paymentMethod}`) : ''}
              {draft.paymentMethod === 'card' && draft.cardLabel ? ` · ${t('payment.cardLabel', { brand: draft.cardLabel.brand.toUpperCase(), last4: draft.cardLabel.last4 })}` : ''}
            </p>
            <Link to={stepPath('payment')}>{t('review.change', { part: t('review.payment') })}</Link>
          </section>
          {problem ? <Banner tone="error">{problem}</Banner> : null}
          {challenge && draft.session ? (
            <ThreeDsChallenge
              orderId={challenge.orderId}
              challengeId={challenge.id}
              checkoutToken={draft.session.token}
              onResult={(result) => {
                setChallenge(null);
                settle(result);
              }}
              onError={(error) => {
                setChallenge(null);
                fail(error);
              }}
            />
          ) : (
            <div className="checkout-actions">
              <Link to={stepPath('payment')} className="hm-button hm-button--secondary hm-button--md">{t('common.back')}</Link>
              <Button size="lg" busy={busy} disabled={!payment} onClick={place} data-testid="place-order">{t('review.place')}</Button>
            </div>
          )}
          <p className="checkout-step__note">{t('review.terms')}</p>
        </div>
        <OrderSummary amounts={amounts} lines={session.quote.lines} />
      </div>
    </section>
  );
}

function changeText(t: TFunction, money: (kurus: number) => string, change: CheckoutChange): string {
  const name = change.name ?? t('review.anItem');
  if (change.kind === 'PRICE_CHANGED') {
    return t('review.changePrice', { name, before: money(change.beforeKurus ?? 0), after: money(change.afterKurus ?? 0) });
  }
  if (change.kind === 'OUT_OF_STOCK') return t('review.changeStock', { name, count: change.available ?? 0 });
  return t('review.changeGone', { name });
}
