import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ACCOUNT_STORAGE_KEYS, registerSchema, type RegisterInput } from '@harman/contracts';
import type { z } from 'zod';
import { apiFetch } from '@harman/api-client';
import { Trans, useLanguage } from '@harman/i18n';
import { Banner, Button, TextField } from '@harman/ui';
import { AuthCard } from '../../components/auth-card';
import { PasswordField } from '../../components/password-field';
import { StrengthMeter } from '../../components/strength-meter';
import { errorInfo, isConnectionProblem, minutesOf } from '../../features/auth/auth-error-message';
import { markVerificationSent, ResendVerification } from '../../features/auth/resend-verification';
import { browserStorage } from '../../lib/browser-storage';
import { applyServerFields } from '../../lib/server-fields';
import { useAccountTranslation } from '../../lib/use-account-translation';

const FIELDS = ['fullName', 'email', 'password', 'confirmPassword', 'terms'] as const;

/** /auth/register and /register: the form with the strength meter, then 'Kayıt Başarılı!'. */
export function RegisterPage() {
  const { t, fieldError } = useAccountTranslation();
  const [language] = useLanguage();
  const [registered, setRegistered] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<RegisterInput, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', terms: false, language },
  });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await apiFetch('/auth/register', { method: 'POST', body: { ...values, language } });
      browserStorage.set(ACCOUNT_STORAGE_KEYS.pendingVerificationEmail, values.email);
      markVerificationSent();
      setRegistered(values.email);
    } catch (error) {
      const info = errorInfo(error);
      if (info.code === 'VALIDATION_FAILED' && applyServerFields(info.fields, form.setError, FIELDS)) return;
      if (info.code === 'RATE_LIMITED') setProblem(t('login.rateLimited', { n: minutesOf(info.details.retryAfterSeconds) }));
      else setProblem(isConnectionProblem(info.code) ? t('common.connection') : t('register.failed'));
    }
  });

  if (registered) {
    return (
      <AuthCard title={t('register.successTitle')} focusTitle>
        <Banner tone="success">{t('register.successText', { email: registered })}</Banner>
        <ResendVerification email={registered} />
        <p className="account-auth__links"><Link to="/auth/login">{t('common.backToLogin')}</Link></p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={<p>{t('register.haveAccount')} <Link to="/auth/login">{t('register.login')}</Link></p>}
    >
      <form className="account-form" noValidate onSubmit={submit}>
        {problem ? <Banner tone="error">{problem}</Banner> : null}
        <TextField label={t('register.fullName')} autoComplete="name" required error={fieldError(errors.fullName?.message)} {...form.register('fullName')} />
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
        <PasswordField
          label={t('register.password')}
          autoComplete="new-password"
          required
          hint={t('register.passwordHint')}
          error={fieldError(errors.password?.message)}
          after={<StrengthMeter password={password} />}
          {...form.register('password')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          required
          error={fieldError(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <div className={errors.terms ? 'account-terms account-terms--invalid' : 'account-terms'}>
          <input id="account-terms" type="checkbox" aria-invalid={errors.terms ? true : undefined} aria-describedby={errors.terms ? 'account-terms-error' : undefined} {...form.register('terms')} />
          <label htmlFor="account-terms">
            <Trans t={t} i18nKey="register.terms" components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
          </label>
          {errors.terms ? <p id="account-terms-error" className="hm-field__error">{fieldError(errors.terms.message)}</p> : null}
        </div>
        <Button type="submit" size="lg" className="account-form__submit" busy={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
