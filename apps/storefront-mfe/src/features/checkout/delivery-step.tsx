import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DELIVERY_METHODS, type CartItem, type DeliveryMethod } from '@harman/contracts';
import { Banner, Button, Spinner } from '@harman/ui';
import type { CheckoutDraft } from './checkout-draft';
import { checkoutItems } from './checkout-items';
import { stepPath } from './checkout-steps';
import { OrderSummary, useMoney } from './order-summary';
import { StepHeading } from './step-heading';
import { useCheckoutQuote } from './use-checkout-quote';
import { useCheckoutText } from './use-checkout-text';

interface Props {
  items: readonly CartItem[];
  draft: CheckoutDraft;
  update: (patch: Partial<CheckoutDraft>) => void;
  onNext: () => void;
}

/** Teslimat: the delivery methods the api offers for this cart and province, each with its fee as the api prices it. */
export function DeliveryStep({ items, draft, update, onNext }: Props) {
  const { t, errorText } = useCheckoutText();
  const money = useMoney();
  const [method, setMethod] = useState<DeliveryMethod>(draft.deliveryMethod ?? 'standard');
  const quote = useCheckoutQuote({ items: checkoutItems(items), city: draft.address?.city, deliveryMethod: method });
  const options = quote.quote?.deliveryOptions ?? [];

  const choose = (next: DeliveryMethod) => {
    setMethod(next);
    update({ deliveryMethod: next });
  };

  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title" data-testid="checkout-delivery">
      <StepHeading>{t('delivery.title')}</StepHeading>
      <div className="checkout-layout">
        <form
          className="checkout-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            update({ deliveryMethod: method });
            onNext();
          }}
        >
          {quote.status === 'loading' && !quote.quote ? <Spinner label={t('delivery.loading')} /> : null}
          {quote.status === 'error' ? (
            <Banner tone="error">
              {errorText(quote.errorCode ?? undefined)}{' '}
              <Button size="sm" variant="secondary" onClick={quote.retry}>{t('common.retry')}</Button>
            </Banner>
          ) : null}
          {options.length > 0 ? (
            <fieldset className="checkout-choices">
              <legend>{t('delivery.legend')}</legend>
              {DELIVERY_METHODS.filter((id) => options.some((option) => option.id === id)).map((id) => {
                const option = options.find((entry) => entry.id === id)!;
                return (
                  <label key={id} className="checkout-choice">
                    <input type="radio" name="delivery" value={id} checked={method === id} onChange={() => choose(id)} />
                    <span>
                      <strong>{t(`delivery.methods.${id}`)}</strong> · {option.feeKurus === 0 ? t('summary.free') : money(option.feeKurus)}
                      <br />
                      <span className="checkout-choice__hint">
                        {t('delivery.days', { days: option.businessDays })}
                        {option.remainingForFreeKurus > 0 ? ` · ${t('delivery.remaining', { amount: money(option.remainingForFreeKurus) })}` : ''}
                      </span>
                    </span>
                  </label>
                );
              })}
            </fieldset>
          ) : null}
          {quote.quote && !quote.quote.cashOnDelivery.available ? null : quote.quote ? (
            <p className="checkout-step__note">{t('delivery.cashOnDeliveryHere', { fee: money(quote.quote.cashOnDelivery.feeKurus) })}</p>
          ) : null}
          <div className="checkout-actions">
            <Link to={stepPath('shipping')} className="hm-button hm-button--secondary hm-button--md">{t('common.back')}</Link>
            <Button type="submit" size="lg" disabled={options.length === 0}>{t('delivery.next')}</Button>
          </div>
        </form>
        {quote.quote ? <OrderSummary amounts={quote.quote.amounts} lines={quote.quote.lines} busy={quote.status === 'loading'} /> : null}
      </div>
    </section>
  );
}
