import { FRANCHISE_CITIES, FRANCHISE_EXPERIENCE, FRANCHISE_INVESTMENT, franchiseFormSchema } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { SelectField, TextAreaField, TextField } from '@harman/ui';
import { choiceOptions } from './choice-options';
import { FormShell } from './form-shell';
import { usePublicForm } from './use-public-form';

/** Franchise application (spec §3, §5: name, e-mail, phone and city required). */
export function FranchiseForm() {
  const { t } = useTranslation('forms');
  const state = usePublicForm({
    kind: 'franchise',
    schema: franchiseFormSchema,
    defaultValues: { name: '', email: '', phone: '', city: '' as never, experience: '', investment: '', message: '' },
  });
  return (
    <FormShell
      state={state}
      label={t('franchise.label')}
      submitLabel={t('franchise.submit')}
      success={{ title: t('franchise.successTitle'), text: t('franchise.successText'), again: t('franchise.again') }}
    >
      <div className="public-form__row">
        <TextField label={t('fields.fullName')} required autoComplete="name" {...state.field('name')} />
        <TextField label={t('fields.email')} required type="email" autoComplete="email" {...state.field('email')} />
      </div>
      <div className="public-form__row">
        <TextField label={t('fields.phone')} required type="tel" autoComplete="tel" {...state.field('phone')} />
        <SelectField label={t('fields.city')} required placeholder={t('select')} options={choiceOptions(FRANCHISE_CITIES, 'franchise.cities', t)} {...state.field('city')} />
      </div>
      <div className="public-form__row">
        <SelectField label={t('fields.experience')} placeholder={t('select')} options={choiceOptions(FRANCHISE_EXPERIENCE, 'franchise.experience', t)} {...state.field('experience')} />
        <SelectField label={t('fields.investment')} placeholder={t('select')} options={choiceOptions(FRANCHISE_INVESTMENT, 'franchise.investment', t)} {...state.field('investment')} />
      </div>
      <TextAreaField label={t('fields.notes')} maxLength={1000} {...state.field('message')} />
    </FormShell>
  );
}
