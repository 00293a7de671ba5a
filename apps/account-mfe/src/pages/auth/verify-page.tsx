import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { VERIFY_LINK_TYPE } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';
import { Banner, Spinner } from '@harman/ui';
import { AuthCard } from '../../components/auth-card';
import { errorInfo } from '../../features/auth/auth-error-message';
import { ResendVerification } from '../../features/auth/resend-verification';
import { useAccountTranslation } from '../../lib/use-account-translation';

type State = 'verifying' | 'verified' | 'invalid' | 'expired' | 'failed';

/**
 * /auth/verify?token=…&type=email_confirmation: checks the link with the api (single use, expiring). The token
 * leaves the address bar at once, so it is neither in the history nor in a Referer.
 */
export function VerifyPage() {
  const { t } = useAccountTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const valid = Boolean(token) && params.get('type') === VERIFY_LINK_TYPE;
  const [state, setState] = useState<State>(valid ? 'verifying' : 'invalid');
  // React's development double-run of effects must not spend the single-use token twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!valid || sent.current) return;
    sent.current = true;
    navigate('/auth/verify', { replace: true });
    apiFetch('/auth/verify-email', { method: 'POST', body: { token } }).then(
      () => setState('verified'),
      (error: unknown) => {
        const { code } = errorInfo(error);
        setState(code === 'TOKEN_EXPIRED' ? 'expired' : code === 'INVALID_TOKEN' || code === 'VALIDATION_FAILED' ? 'invalid' : 'failed');
      },
    );
  }, [valid, token, navigate]);

  return (
    <AuthCard title={t('verify.title')}>
      {state === 'verifying' ? <Spinner label={t('verify.verifying')} /> : null}
      {state === 'verifying' ? <p className="account-auth__center">{t('verify.verifying')}</p> : null}
      {state === 'verified' ? (
        <>
          <Banner tone="success" title={t('verify.successTitle')}>{t('verify.successText')}</Banner>
          <Link className="hm-button hm-button--primary hm-button--lg account-form__submit" to="/auth/login">{t('verify.login')}</Link>
        </>
      ) : null}
      {state === 'invalid' || state === 'expired' || state === 'failed' ? (
        <>
          <Banner tone="error">{t(`verify.${state}`)}</Banner>
          <ResendVerification />
          <p className="account-auth__links"><Link to="/auth/login">{t('common.backToLogin')}</Link></p>
        </>
      ) : null}
    </AuthCard>
  );
}
