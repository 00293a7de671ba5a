import { CONTACT_LIMITS, contactFormSchema } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { TextAreaField, TextField } from '@harman/ui';
import { fetchContactAllowance } from './form-api';
import { FormShell } from './form-shell';
import { usePublicForm } from './use-public-form';

/** The contact form (spec §5): name, e-mail, optional phone and a message with its n/500 counter. */
export function ContactForm() {
  const { t } = useTranslation('forms');
  const state = usePublicForm({
    kind: 'contact',
    schema: contactFormSchema,
    defaultValues: { full_name: '', email: '', phone: '', message: '' },
    // The warning (fewer than 3 left) or the limit, from this address's hour, as soon as the form loads.
    allowance: fetchContactAllowance,
  });
  const message = state.form.watch('message') ?? '';
  return (
    <FormShell
      state={state}
      label={t('contact.label')}
      submitLabel={t('contact.submit')}
      success={{ title: t('contact.successTitle'), text: t('contact.successText'), again: t('contact.again') }}
    >
      <div className="public-form__row">
        <TextField label={t('fields.fullName')} required autoComplete="name" {...state.field('full_name')} />
        <TextField label={t('fields.email')} required type="email" autoComplete="email" {...state.field('email')} />
      </div>
      <TextField label={t('fields.phoneOptional')} type="tel" autoComplete="tel" {...state.field('phone')} />
      <TextAreaField
        label={t('fields.message')}
        required
        maxLength={CONTACT_LIMITS.messageMax}
        count={{ length: message.length, max: CONTACT_LIMITS.messageMax }}
        {...state.field('message')}
      />
    </FormShell>
  );
}
