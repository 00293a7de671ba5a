import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { PROVINCES, provinceOf, type Address } from '@harman/contracts';
import { loginPathFor, useSession } from '@harman/auth';
import { Banner, Button, CheckboxField, SelectField, Spinner, TextAreaField, TextField } from '@harman/ui';
import { emptyAddress, type CheckoutDraft, type DraftAddress } from './checkout-draft';
import { stepPath } from './checkout-steps';
import { getSavedAddresses } from './saved-payment-api';
import {
  ADDRESS_FIELDS,
  customerAddressFormSchema,
  guestAddressFormSchema,
  usableAsShippingAddress,
  type AddressFormValues,
} from './address-form-schema';
import { useCheckoutText } from './use-checkout-text';
import { StepHeading } from './step-heading';

interface Props {
  draft: CheckoutDraft;
  update: (patch: Partial<CheckoutDraft>) => void;
  onNext: () => void;
}

const NEW_ADDRESS = 'new';
/** The list in alphabetical order (Turkish collation), as a shopper looks for a name; the contracts keep plate order. */
const PROVINCE_OPTIONS = [...PROVINCES].sort((a, b) => a.localeCompare(b, 'tr')).map((name) => ({ value: name, label: name }));

const fromSaved = (saved: Address): DraftAddress => ({
  fullName: saved.fullName,
  phone: saved.phone,
  // The address book's city is free text ('Istanbul'): the province it names, so the list shows it chosen.
  city: provinceOf(saved.city) ?? saved.city,
  state: saved.state,
  address: saved.address,
  postalCode: saved.postalCode,
});

/**
 * Teslimat adresi: a guest gives the e-mail for the confirmation (or signs in, the cart stays where it is); a
 * signed-in customer picks a saved address (the default first) or types a new one, which can go to the address
 * book. Every keystroke goes to the draft, so a step back or a reload keeps it.
 */
export function AddressStep({ draft, update, onNext }: Props) {
  const { t } = useCheckoutText();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const [saved, setSaved] = useState<{ status: 'loading' | 'ready' | 'error'; addresses: Address[] }>({ status: 'loading', addresses: [] });
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    setSaved((current) => ({ ...current, status: 'loading' }));
    getSavedAddresses(controller.signal)
      .then(({ addresses }) => setSaved({ status: 'ready', addresses }))
      .catch(() => {
        if (!controller.signal.aborted) setSaved({ status: 'error', addresses: [] });
      });
    return () => controller.abort();
  }, [signedIn, reload]);

  // The default address is preselected the first time (an address already chosen or typed wins).
  const choice = useMemo(() => {
    if (!signedIn || saved.status !== 'ready') return NEW_ADDRESS;
    if (draft.addressId && saved.addresses.some((entry) => entry.id === draft.addressId)) return draft.addressId;
    if (draft.address && !draft.addressId) return NEW_ADDRESS;
    const preferred = saved.addresses.find((entry) => entry.isDefault) ?? saved.addresses[0];
    return preferred?.id ?? NEW_ADDRESS;
  }, [signedIn, saved, draft.addressId, draft.address]);

  const choose = (id: string) => {
    if (id === NEW_ADDRESS) update({ addressId: null, address: draft.address && !draft.addressId ? draft.address : emptyAddress() });
    else update({ addressId: id });
  };

  const chosenSaved = saved.addresses.find((entry) => entry.id === choice);

  return (
    <section className="checkout-step checkout-shipping" aria-labelledby="checkout-step-title" data-testid="checkout-shipping">
      <StepHeading>{t('address.title')}</StepHeading>
      {!signedIn && session.status !== 'loading' ? (
        <p className="checkout-step__intro">
          {t('address.haveAccount')}{' '}
          <Link to={loginPathFor(stepPath('shipping'))}>{t('address.signIn')}</Link>
        </p>
      ) : null}

      {signedIn && saved.status === 'loading' ? <Spinner label={t('address.loadingSaved')} /> : null}
      {signedIn && saved.status === 'error' ? (
        <Banner tone="error">
          {t('address.savedFailed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => setReload((count) => count + 1)}>{t('common.retry')}</Button>
        </Banner>
      ) : null}

      {signedIn && saved.status === 'ready' && saved.addresses.length > 0 ? (
        <fieldset className="checkout-choices">
          <legend>{t('address.savedLegend')}</legend>
          {saved.addresses.map((entry) => (
            <label key={entry.id} className="checkout-choice">
              <input type="radio" name="saved-address" value={entry.id} checked={choice === entry.id} onChange={() => choose(entry.id)} />
              <span>
                <strong>{entry.title}</strong>
                {entry.isDefault ? <span className="checkout-choice__tag">{t('address.default')}</span> : null}
                <br />
                {entry.fullName} · {entry.phone}
                <br />
                {entry.address}, {entry.state} / {entry.city} {entry.postalCode}
              </span>
            </label>
          ))}
          <label className="checkout-choice">
            <input type="radio" name="saved-address" value={NEW_ADDRESS} checked={choice === NEW_ADDRESS} onChange={() => choose(NEW_ADDRESS)} />
            <span><strong>{t('address.newAddress')}</strong></span>
          </label>
        </fieldset>
      ) : null}

      {session.status === 'loading' ? (
        <Spinner label={t('address.loadingSaved')} />
      ) : chosenSaved && usableAsShippingAddress(fromSaved(chosenSaved)) ? (
        <form
          className="checkout-form"
          noValidate
          aria-label={t('address.formLabel')}
          onSubmit={(event) => {
            event.preventDefault();
            update({ email: '', addressId: chosenSaved.id, address: fromSaved(chosenSaved), saveAddress: false });
            onNext();
          }}
        >
          <StepActions />
        </form>
      ) : !signedIn || saved.status !== 'loading' ? (
        <AddressForm
          key={`${session.status}|${chosenSaved ? chosenSaved.id : NEW_ADDRESS}`}
          guest={!signedIn}
          savedChoice={chosenSaved ?? null}
          draft={draft}
          update={update}
          onNext={onNext}
        />
      ) : null}
    </section>
  );
}

function AddressForm({
  guest,
  savedChoice,
  draft,
  update,
  onNext,
}: {
  guest: boolean;
  savedChoice: Address | null;
  draft: CheckoutDraft;
  update: (patch: Partial<CheckoutDraft>) => void;
  onNext: () => void;
}) {
  const { t, fieldError } = useCheckoutText();
  const session = useSession();
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(guest ? guestAddressFormSchema : customerAddressFormSchema),
    defaultValues: {
      email: draft.email,
      address: savedChoice ? fromSaved(savedChoice) : (draft.address ?? emptyAddress(session.status === 'authenticated' ? session.user.fullName ?? '' : '')),
      saveAddress: savedChoice ? false : draft.saveAddress,
    },
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;

  // Every change goes to the draft (a saved address is stored by its id when the step is done).
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (savedChoice) return;
      update({
        email: values.email ?? '',
        address: { ...emptyAddress(), ...(values.address as Partial<DraftAddress>) },
        saveAddress: Boolean(values.saveAddress),
      });
    });
    return () => subscription.unsubscribe();
  }, [form, update, savedChoice]);

  const submit = form.handleSubmit((values) => {
    update({
      email: guest ? values.email.trim() : '',
      addressId: null,
      address: { ...values.address },
      saveAddress: savedChoice ? false : values.saveAddress,
    });
    onNext();
  });

  const error = (name: (typeof ADDRESS_FIELDS)[number]) => fieldError(errors.address?.[name]?.message);

  return (
    <form className="checkout-form" noValidate onSubmit={submit} aria-label={t('address.formLabel')}>
      {Object.keys(errors).length > 0 && form.formState.submitCount > 0 ? <Banner tone="error">{t('address.fixErrors')}</Banner> : null}
      {guest ? (
        <TextField
          label={t('address.email')}
          type="email"
          autoComplete="email"
          required
          hint={t('address.emailHint')}
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
      ) : null}
      {/* A saved address that does not fit the checkout's rules (e.g. an old free-text city) is completed here. */}
      {savedChoice ? <Banner tone="info">{t('address.savedIncomplete')}</Banner> : null}
      <div className="checkout-form__fields">
        <div className="checkout-grid">
          <TextField label={t('address.fullName')} autoComplete="name" required error={error('fullName')} {...form.register('address.fullName')} />
          <TextField label={t('address.phone')} type="tel" autoComplete="tel" required error={error('phone')} {...form.register('address.phone')} />
          <SelectField
            label={t('address.city')}
            placeholder={t('address.choose')}
            options={PROVINCE_OPTIONS}
            autoComplete="address-level1"
            required
            error={error('city')}
            {...form.register('address.city')}
          />
          <TextField label={t('address.state')} autoComplete="address-level2" required error={error('state')} {...form.register('address.state')} />
        </div>
        <TextAreaField label={t('address.address')} rows={3} autoComplete="street-address" required error={error('address')} {...form.register('address.address')} />
        <div className="checkout-grid">
          <TextField label={t('address.postalCode')} autoComplete="postal-code" inputMode="numeric" maxLength={5} required error={error('postalCode')} {...form.register('address.postalCode')} />
        </div>
        {!guest && !savedChoice ? <CheckboxField label={t('address.saveToBook')} {...form.register('saveAddress')} /> : null}
      </div>
      <StepActions busy={isSubmitting} />
    </form>
  );
}

function StepActions({ busy = false }: { busy?: boolean }) {
  const { t } = useCheckoutText();
  return (
    <div className="checkout-actions">
      <Link to={stepPath('cart')} className="hm-button hm-button--secondary hm-button--md">{t('common.backToCart')}</Link>
      <Button type="submit" size="lg" busy={busy}>{t('address.next')}</Button>
    </div>
  );
}
