import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { changePasswordSchema, type ChangePasswordInput } from '@harman/contracts';
import { formatDate, useLanguage } from '@harman/i18n';
import { Banner, Button } from '@harman/ui';
import { PasswordField } from '../../../components/password-field';
import { StrengthMeter } from '../../../components/strength-meter';
import { applyServerFields } from '../../../lib/server-fields';
import { useAccountTranslation } from '../../../lib/use-account-translation';
import { errorInfo } from '../../auth/auth-error-message';
import { changePassword } from '../api/security';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: current, new (with the meter), repeat; the fields are cleared after success (spec). */
export function PasswordSection({ passwordChangedAt, onChanged }: { passwordChangedAt: string; onChanged: () => void }) {
  const { t, fieldError } = useAccountTranslation();
  const [language] = useLanguage();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      await changePassword(values);
      form.reset(EMPTY);
      setMessage({ tone: 'success', text: t('security.passwordChanged') });
      onChanged();
    } catch (error) {
      const info = errorInfo(error);
      if (applyServerFields(info.fields, form.setError, ['currentPassword', 'newPassword', 'confirmPassword'])) return;
      setMessage({ tone: 'error', text: t('security.passwordFailed') });
    }
  });

  return (
    <section className="account-card" aria-labelledby="security-password">
      <h2 id="security-password" className="account-card__title">{t('security.passwordTitle')}</h2>
      <p className="hm-field__hint">{t('security.lastChange', { date: formatDate(passwordChangedAt, language) })}</p>
      <form className="account-form" noValidate onSubmit={submit}>
        {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
        <PasswordField label={t('security.currentPassword')} autoComplete="current-password" required error={fieldError(errors.currentPassword?.message)} {...form.register('currentPassword')} />
        <PasswordField
          label={t('security.newPassword')}
          autoComplete="new-password"
          required
          error={fieldError(errors.newPassword?.message)}
          after={<StrengthMeter password={newPassword} />}
          {...form.register('newPassword')}
        />
        <PasswordField label={t('security.confirmPassword')} autoComplete="new-password" required error={fieldError(errors.confirmPassword?.message)} {...form.register('confirmPassword')} />
        <Button type="submit" busy={isSubmitting}>{t('security.changePassword')}</Button>
      </form>
    </section>
  );
}
