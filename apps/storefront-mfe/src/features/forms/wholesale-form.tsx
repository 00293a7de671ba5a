import { WHOLESALE_BUSINESS_TYPES, WHOLESALE_MONTHLY_VOLUMES, wholesaleFormSchema } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { SelectField, TextAreaField, TextField } from '@harman/ui';
import { choiceOptions } from './choice-options';
import { FormShell } from './form-shell';
import { usePublicForm } from './use-public-form';

/** Wholesale supply application (spec §5: business name, contact, e-mail, phone and business type required). */
export function WholesaleForm() {
  const { t } = useTranslation('forms');
  const state = usePublicForm({
    kind: 'wholesale',
    schema: wholesaleFormSchema,
    defaultValues: { businessName: '', contactName: '', email: '', phone: '', businessType: '' as never, monthlyVolume: '', message: '' },
  });
  return (
    <FormShell
      state={state}
      label={t('wholesale.label')}
      submitLabel={t('wholesale.submit')}
      success={{ title: t('wholesale.successTitle'), text: t('wholesale.successText'), again: t('wholesale.again') }}
    >
      <div className="public-form__row">
        <TextField label={t('fields.businessName')} required autoComplete="organization" {...state.field('businessName')} />
        <TextField label={t('fields.contactName')} required autoComplete="name" {...state.field('contactName')} />
      </div>
      <div className="public-form__row">
        <TextField label={t('fields.email')} required type="email" autoComplete="email" {...state.field('email')} />
        <TextField label={t('fields.phone')} required type="tel" autoComplete="tel" {...state.field('phone')} />
      </div>
      <div className="public-form__row">
        <SelectField label={t('fields.businessType')} required placeholder={t('select')} options={choiceOptions(WHOLESALE_BUSINESS_TYPES, 'wholesale.businessTypes', t)} {...state.field('businessType')} />
        <SelectField label={t('fields.monthlyVolume')} placeholder={t('select')} options={choiceOptions(WHOLESALE_MONTHLY_VOLUMES, 'wholesale.volumes', t)} {...state.field('monthlyVolume')} />
      </div>
      <TextAreaField label={t('fields.notes')} maxLength={1000} {...state.field('message')} />
    </FormShell>
  );
}
