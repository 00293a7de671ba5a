import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ADDRESS_TYPES, addressInputSchema, DEFAULT_COUNTRY, type Address, type AddressInput } from '@harman/contracts';
import { Banner, Button, CheckboxField, SelectField, TextAreaField, TextField } from '@harman/ui';
import { applyServerFields } from '../../lib/server-fields';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { errorInfo } from '../auth/auth-error-message';

const FIELDS = ['title', 'fullName', 'phone', 'address', 'city', 'state', 'postalCode', 'country', 'type'] as const;

export const emptyAddress = (fullName = ''): AddressInput => ({
  title: '',
  fullName,
  phone: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
  type: 'home',
  isDefault: false,
});

/** Add or edit one address; the save itself is the caller's (it knows which message to show). */
export function AddressForm({ initial, title, onSave, onCancel }: { initial: AddressInput; title: string; onSave: (values: AddressInput) => Promise<Address>; onCancel: () => void }) {
  const { t, fieldError } = useAccountTranslation();
  const form = useForm<AddressInput>({ resolver: zodResolver(addressInputSchema), defaultValues: initial });
  const { errors, isSubmitting, submitCount } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const invalid = submitCount > 0 && Object.keys(errors).length > 0;
  const formRef = useRef<HTMLFormElement>(null);
  // Opened by a button above or below it: the keyboard user starts in the form, not back at that button.
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus(), []);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onSave(values);
    } catch (error) {
      const info = errorInfo(error);
      if (info.code === 'VALIDATION_FAILED' && applyServerFields(info.fields, form.setError, FIELDS)) return;
      setProblem(t('addresses.failed'));
    }
  });

  return (
    <form ref={formRef} className="account-card account-form" noValidate onSubmit={submit} aria-label={title}>
      <h2 className="account-card__title">{title}</h2>
      {invalid ? <Banner tone="error">{t('addresses.required')}</Banner> : null}
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      <div className="account-grid">
        <TextField label={t('addresses.fields.title')} required error={fieldError(errors.title?.message)} {...form.register('title')} />
        <SelectField
          label={t('addresses.fields.type')}
          placeholder={t('addresses.selectType')}
          options={ADDRESS_TYPES.map((type) => ({ value: type, label: t(`addresses.types.${type}`) }))}
          required
          error={fieldError(errors.type?.message ? 'required' : undefined)}
          {...form.register('type')}
        />
        <TextField label={t('addresses.fields.fullName')} autoComplete="name" required error={fieldError(errors.fullName?.message)} {...form.register('fullName')} />
        <TextField label={t('addresses.fields.phone')} type="tel" autoComplete="tel" required error={fieldError(errors.phone?.message)} {...form.register('phone')} />
      </div>
      <TextAreaField label={t('addresses.fields.address')} rows={3} autoComplete="street-address" required error={fieldError(errors.address?.message)} {...form.register('address')} />
      <div className="account-grid">
        <TextField label={t('addresses.fields.city')} autoComplete="address-level1" required error={fieldError(errors.city?.message)} {...form.register('city')} />
        <TextField label={t('addresses.fields.state')} autoComplete="address-level2" required error={fieldError(errors.state?.message)} {...form.register('state')} />
        <TextField label={t('addresses.fields.postalCode')} autoComplete="postal-code" inputMode="numeric" required error={fieldError(errors.postalCode?.message)} {...form.register('postalCode')} />
        <TextField label={t('addresses.fields.country')} autoComplete="country-name" required error={fieldError(errors.country?.message)} {...form.register('country')} />
      </div>
      <CheckboxField label={t('addresses.fields.isDefault')} {...form.register('isDefault')} />
      <div className="account-actions">
        <Button type="submit" busy={isSubmitting}>{t('common.save')}</Button>
        <Button variant="secondary" onClick={onCancel}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
