import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { cardTokenizeSchema, type CardTokenizeInput, type CartItem, type PaymentMethod, type SavedCard } from '@harman/contracts';
import { isApiError } from '@harman/api-client';
import { useSession } from '@harman/auth';
import { useLanguage } from '@harman/i18n';
import { Banner, Button, CheckboxField, Spinner, TextField } from '@harman/ui';
import type { CardMemory } from './card-memory';
import type { CheckoutDraft } from './checkout-draft';
import { tokenizeCard } from './checkout-api';
import { stepPath } from './checkout-steps';
import { OrderSummary, useMoney } from './order-summary';
import { getSavedCards } from './saved-payment-api';
import { StepHeading } from './step-heading';
import { useCheckoutSession } from './use-checkout-session';
import { useCheckoutText } from './use-checkout-text';


interface Props {
  items: readonly CartItem[];
  draft: CheckoutDraft;
  update: (patch: Partial<CheckoutDraft>) => void;
  card: CardMemory;
  onCardChange: (card: CardMemory) => void;
  /** The provider's reason for the last declined card, shown above the form. */
  declineReason: string | null;
  onNext: () => void;
}

const CARD_FIELDS = ['cardNumber', 'cardName', 'expiry', 'cvc'] as const;

/**
 * Ödeme: reaching it holds the stock (the checkout session). A new card goes to the payment provider only (its
 * token comes back); a saved card, bank transfer / EFT, or cash on delivery where the province allows it.
 */
export function PaymentStep({ items, draft, update, card, onCardChange, declineReason, onNext }: Props) {
  const { t, errorText, fieldError } = useCheckoutText();
  const money = useMoney();
  const [language] = useLanguage();
  const auth = useSession();
  const signedIn = auth.status === 'authenticated';
  const { state, retry } = useCheckoutSession(items, draft, update);
  const [cards, setCards] = useState<SavedCard[]>([]);
  const [method, setMethod] = useState<PaymentMethod>(draft.paymentMethod ?? 'card');
  const [savedCardId, setSavedCardId] = useState<string | null>(draft.savedCardId);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    getSavedCards(controller.signal)
      .then(({ cards: list }) => {
        setCards(list);
        // A customer with saved cards starts on the default one, unless something else was chosen before.
        if (list.length > 0 && !draft.paymentMethod) {
          setMethod('saved_card');
          setSavedCardId((current) => current ?? (list.find((entry) => entry.isDefault) ?? list[0]).id);
        }
      })
      .catch(() => setCards([]));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);

  const form = useForm<CardTokenizeInput>({ resolver: zodResolver(cardTokenizeSchema), defaultValues: card.values, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  const [saveCard, setSaveCard] = useState(card.saveCard);
  // Told to the page as typed, through a ref: one subscription for the form's life, no re-render of the page.
  const latest = useRef({ onCardChange, saveCard, values: card.values });
  latest.current = { ...latest.current, onCardChange, saveCard };
  useEffect(() => {
    const subscription = form.watch((values) => {
      latest.current.values = { ...latest.current.values, ...values } as CardTokenizeInput;
      latest.current.onCardChange({ values: latest.current.values, saveCard: latest.current.saveCard });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const session = state.status === 'ready' ? state.session : null;
  const cashOnDelivery = session?.quote.cashOnDelivery;

  const choose = (next: PaymentMethod) => {
    setMethod(next);
    setProblem(null);
  };

  const proceed = (patch: Partial<CheckoutDraft>) => {
    // Each choice of payment is a new attempt at placing the order (see the review's idempotency key).
    update({ cardToken: null, cardLabel: null, savedCardId: null, ...patch, paymentMethod: patch.paymentMethod ?? method, idempotencyKey: null });
    onNext();
  };

  const submitCard = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const token = await tokenizeCard(values);
      proceed({ paymentMethod: 'card', cardToken: token.token, cardLabel: { brand: token.brand, last4: token.last4 }, cardName: values.cardName, saveCard: signedIn && saveCard });
    } catch (error) {
      let matched = false;
      if (isApiError(error)) {
        for (const name of CARD_FIELDS) {
          const key = error.fields?.[name]?.[0];
          if (key) {
            form.setError(name, { type: 'server', message: key }, { shouldFocus: !matched });
            matched = true;
          }
        }
      }
      if (!matched) setProblem(errorText(isApiError(error) ? error.code : undefined));
    }
  });

  const submit = (event: React.FormEvent) => {
    if (method === 'card') return submitCard(event);
    event.preventDefault();
    if (method === 'saved_card') {
      if (!savedCardId) return setProblem(t('payment.chooseCard'));
      return proceed({ paymentMethod: 'saved_card', savedCardId });
    }
    if (method === 'cash_on_delivery' && !cashOnDelivery?.available) return setProblem(t('errors.PAYMENT_METHOD_UNAVAILABLE'));
    proceed({ paymentMethod: method });
  };

  if (state.status === 'loading') {
    return (
      <section className="checkout-step" aria-labelledby="checkout-step-title" data-testid="checkout-payment">
        <StepHeading>{t('payment.title')}</StepHeading>
        <Spinner label={t('payment.holding')} />
      </section>
    );
  }

  if (state.status === 'error') {
    const outOfStock = state.code === 'OUT_OF_STOCK';
    return (
      <section className="checkout-step" aria-labelledby="checkout-step-title" data-testid="checkout-payment">
        <StepHeading>{t('payment.title')}</StepHeading>
        <Banner tone="error">{outOfStock ? t('payment.outOfStock', { count: Number(state.details.available ?? 0) }) : errorText(state.code)}</Banner>
        <div className="checkout-actions">
          {outOfStock ? (
            <Link to={stepPath('cart')} className="hm-button hm-button--primary hm-button--md">{t('common.backToCart')}</Link>
          ) : (
            <Button onClick={retry}>{t('common.retry')}</Button>
          )}
          <Link to={stepPath('delivery')} className="hm-button hm-button--secondary hm-button--md">{t('common.back')}</Link>
        </div>
      </section>
    );
  }

  const methods: PaymentMethod[] = ['card', ...(cards.length > 0 ? (['saved_card'] as const) : []), 'bank_transfer', ...(cashOnDelivery?.available ? (['cash_on_delivery'] as const) : [])];

  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title" data-testid="checkout-payment">
      <StepHeading>{t('payment.title')}</StepHeading>
      {session ? <p className="checkout-step__note">{t('payment.held', { time: heldUntil(session.expiresAt, language) })}</p> : null}
      <div className="checkout-layout">
        <form className="checkout-form" noValidate onSubmit={submit} aria-label={t('payment.formLabel')}>
          {declineReason ? (
            <Banner tone="error">
              <span data-testid="payment-declined">{t('payment.declined', { reason: t(`decline.${declineReason}`, { defaultValue: t('decline.other') }) })}</span>
            </Banner>
          ) : null}
          {problem ? <Banner tone="error">{problem}</Banner> : null}
          <fieldset className="checkout-choices">
            <legend>{t('payment.legend')}</legend>
            {methods.map((id) => (
              <label key={id} className="checkout-choice">
                <input type="radio" name="payment-method" value={id} checked={method === id} onChange={() => choose(id)} />
                <span>
                  <strong>{t(`payment.methods.${id}`)}</strong>
                  {id === 'cash_on_delivery' && cashOnDelivery ? ` · +${money(cashOnDelivery.feeKurus)}` : ''}
                </span>
              </label>
            ))}
          </fieldset>

          {method === 'card' ? (
            <div className="checkout-card" role="group" aria-label={t('payment.newCard')}>
              <TextField label={t('payment.cardNumber')} autoComplete="cc-number" inputMode="numeric" maxLength={19 + 4} required error={fieldError(errors.cardNumber?.message)} {...form.register('cardNumber')} />
              <TextField label={t('payment.cardName')} autoComplete="cc-name" required error={fieldError(errors.cardName?.message)} {...form.register('cardName')} />
              <div className="checkout-grid">
                <TextField label={t('payment.expiry')} autoComplete="cc-exp" placeholder={t('payment.expiryPlaceholder')} maxLength={5} required error={fieldError(errors.expiry?.message)} {...form.register('expiry')} />
                <TextField label={t('payment.cvc')} autoComplete="cc-csc" inputMode="numeric" maxLength={4} required error={fieldError(errors.cvc?.message)} {...form.register('cvc')} />
              </div>
              {signedIn ? <CheckboxField label={t('payment.saveCard')} checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} /> : null}
              <p className="checkout-step__note">{t('payment.cardSafety')}</p>
            </div>
          ) : null}

          {method === 'saved_card' ? (
            <fieldset className="checkout-choices">
              <legend>{t('payment.savedCards')}</legend>
              {cards.map((entry) => (
                <label key={entry.id} className="checkout-choice">
                  <input type="radio" name="saved-card" value={entry.id} checked={savedCardId === entry.id} onChange={() => setSavedCardId(entry.id)} />
                  <span>
                    {t('payment.cardLabel', { brand: entry.brand.toUpperCase(), last4: entry.last4 })} · {entry.expiry}
                    {entry.isDefault ? <span className="checkout-choice__tag">{t('address.default')}</span> : null}
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}

          {method === 'bank_transfer' ? <p className="checkout-step__note">{t('payment.bankTransferNote')}</p> : null}
          {method === 'cash_on_delivery' ? <p className="checkout-step__note">{t('payment.cashOnDeliveryNote')}</p> : null}

          <div className="checkout-actions">
            <Link to={stepPath('delivery')} className="hm-button hm-button--secondary hm-button--md">{t('common.back')}</Link>
            <Button type="submit" size="lg" busy={isSubmitting}>{t('payment.next')}</Button>
          </div>
        </form>
        {session ? <OrderSummary amounts={session.quote.amounts} lines={session.quote.lines} /> : null}
      </div>
    </section>
  );
}

const heldUntil = (iso: string, language: string) =>
  new Date(iso).toLocaleTimeString(language === 'en' ? 'en-GB' : 'tr-TR', { hour: '2-digit', minute: '2-digit' });
