import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ACCOUNT_STORAGE_KEYS, AUTH_LIMITS, emailRequestSchema, type EmailRequest, type Language } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';
import { useLanguage } from '@harman/i18n';
import { Banner, Button, TextField } from '@harman/ui';
import { AuthCard } from '../../components/auth-card';
import { errorInfo, isConnectionProblem, minutesOf } from '../../features/auth/auth-error-message';
import { browserStorage } from '../../lib/browser-storage';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { useCountdown } from '../../lib/use-countdown';

const COOLDOWN_MS = AUTH_LIMITS.passwordResetCooldownSeconds * 1000;
const lastRequest = () => Number(browserStorage.get(ACCOUNT_STORAGE_KEYS.lastPasswordResetRequest) ?? 0);

/**
 * /auth/forgot-password and /forgot-password. The api answers the same for any address; this browser also keeps
 * the spec's 5-minute wait between requests, with its message and the button off.
 */
export function ForgotPasswordPage() {
  const { t, fieldError } = useAccountTranslation();
  const [language] = useLanguage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [waitUntil, setWaitUntil] = useState<number | null>(() => (Date.now() - lastRequest() < COOLDOWN_MS ? lastRequest() + COOLDOWN_MS : null));
  const waitSeconds = useCountdown(waitUntil);
  const form = useForm<{ email: string }>({ resolver: zodResolver(emailRequestSchema.pick({ email: true })), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      const body: EmailRequest = { email, language: language as Language };
      await apiFetch('/auth/password/forgot', { method: 'POST', body });
      const now = Date.now();
      browserStorage.set(ACCOUNT_STORAGE_KEYS.lastPasswordResetRequest, String(now));
      setWaitUntil(now + COOLDOWN_MS);
      setSentTo(email);
    } catch (error) {
      const info = errorInfo(error);
      if (info.code === 'RATE_LIMITED') setProblem(t('forgot.tooSoon', { n: minutesOf(info.details.retryAfterSeconds) }));
      else setProblem(isConnectionProblem(info.code) ? t('common.connection') : t('forgot.failed'));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t('forgot.sentTitle')} focusTitle>
        <Banner tone="success">{t('forgot.sentText', { email: sentTo })}</Banner>
        <Button variant="secondary" onClick={() => setSentTo(null)}>{t('forgot.again')}</Button>
        <p className="account-auth__links"><Link to="/auth/login">{t('common.backToLogin')}</Link></p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.text')} footer={<Link to="/auth/login">{t('common.backToLogin')}</Link>}>
      <form className="account-form" noValidate onSubmit={submit}>
        {waitSeconds > 0 ? <Banner tone="warning">{t('forgot.tooSoon', { n: Math.ceil(waitSeconds / 60) })}</Banner> : null}
        {problem ? <Banner tone="error">{problem}</Banner> : null}
        <TextField
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" className="account-form__submit" busy={isSubmitting} disabled={waitSeconds > 0}>
          {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
