import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_LIMITS, resetPasswordFormSchema, type ResetPasswordForm } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';
import { Banner, Button } from '@harman/ui';
import { AuthCard } from '../../components/auth-card';
import { PasswordField } from '../../components/password-field';
import { StrengthMeter } from '../../components/strength-meter';
import { errorInfo, isConnectionProblem } from '../../features/auth/auth-error-message';
import { applyServerFields } from '../../lib/server-fields';
import { useAccountTranslation } from '../../lib/use-account-translation';

type LinkState = 'valid' | 'invalid' | 'expired';

/** Keeps the reset token out of any Referer while this page is open (ASVS, SECURITY S6). */
function useNoReferrer() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * /auth/reset-password?token=…&type=recovery&expires_at=…: the invalid or expired link screens, the form, then
 * success and the way back to sign-in after 3 s. The address loses its query on submit, and the typed password
 * is cleared 30 s after submitting.
 */
export function ResetPasswordPage() {
  const { t, fieldError } = useAccountTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useNoReferrer();
  const [token] = useState(() => params.get('token'));
  const [link, setLink] = useState<LinkState>(() => {
    if (!token) return 'invalid';
    const expiresAt = Number(params.get('expires_at'));
    return Number.isFinite(expiresAt) && expiresAt > 0 && expiresAt * 1000 < Date.now() ? 'expired' : 'valid';
  });
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(clearTimer.current), []);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate('/auth/login', { replace: true, state: { message: t('reset.loginMessage') } }),
      AUTH_LIMITS.resetRedirectMs,
    );
    return () => clearTimeout(timer);
  }, [done, navigate, t]);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    navigate('/auth/reset-password', { replace: true });
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => form.reset({ password: '', confirmPassword: '' }), AUTH_LIMITS.resetFieldClearMs);
    try {
      await apiFetch('/auth/password/reset', { method: 'POST', body: { token, ...values } });
      setDone(true);
    } catch (error) {
      const info = errorInfo(error);
      if (info.code === 'TOKEN_EXPIRED') setLink('expired');
      else if (info.code === 'INVALID_TOKEN') setLink('invalid');
      else if (info.code === 'VALIDATION_FAILED' && applyServerFields(info.fields, form.setError, ['password', 'confirmPassword'])) return;
      else if (info.code === 'VALIDATION_FAILED' && info.fields?.token) setLink('invalid');
      else setProblem(isConnectionProblem(info.code) ? t('common.connection') : t('reset.failed'));
    }
  });

  if (link !== 'valid') {
    return (
      <AuthCard title={t('reset.title')} focusTitle>
        <Banner tone="error">{t(`reset.${link}`)}</Banner>
        <Link className="hm-button hm-button--primary hm-button--lg account-form__submit" to="/auth/forgot-password">{t('reset.newLink')}</Link>
      </AuthCard>
    );
  }
  if (done) {
    return (
      <AuthCard title={t('reset.title')} focusTitle>
        <Banner tone="success" title={t('reset.success')}>{t('reset.redirecting')}</Banner>
        <p className="account-auth__links"><Link to="/auth/login">{t('common.backToLogin')}</Link></p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.text')}>
      <form className="account-form" noValidate onSubmit={submit}>
        {problem ? <Banner tone="error">{problem}</Banner> : null}
        <PasswordField
          label={t('reset.password')}
          autoComplete="new-password"
          required
          hint={t('register.passwordHint')}
          error={fieldError(errors.password?.message)}
          after={<StrengthMeter password={password} />}
          {...form.register('password')}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          required
          error={fieldError(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="account-form__submit" busy={isSubmitting}>
          {isSubmitting ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
