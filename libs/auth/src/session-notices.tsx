import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { ensureAuthTranslations } from './auth-translations';
import { loginPathFor } from './safe-redirect';
import { SIGN_OUT_FAILED_EVENT } from './session-controller';
import type { SessionFailure } from './session-store';

/** A guarded page whose session has ended (spec: 'session expired' notice with a login button). */
export function SessionExpiredNotice() {
  ensureAuthTranslations();
  const { t } = useTranslation('auth');
  const location = useLocation();
  return (
    <section className="hm-state" role="alert" aria-labelledby="session-expired-title">
      <h1 id="session-expired-title" className="hm-state__title">{t('expired.title')}</h1>
      <p className="hm-state__text">{t('expired.text')}</p>
      <div className="hm-state__actions">
        <Link className="hm-button hm-button--primary hm-button--md" to={loginPathFor(`${location.pathname}${location.search}`)}>
          {t('expired.login')}
        </Link>
      </div>
    </section>
  );
}

/** The session could not be checked: the api is unreachable (spec: 'Bağlantı Hatası' with retry). */
export function SessionUnreachableNotice() {
  ensureAuthTranslations();
  const { t } = useTranslation('auth');
  return (
    <section className="hm-state" role="alert" aria-labelledby="session-unreachable-title">
      <h1 id="session-unreachable-title" className="hm-state__title">{t('unreachable.title')}</h1>
      <p className="hm-state__text">{t('unreachable.text')}</p>
      <div className="hm-state__actions">
        <button type="button" className="hm-button hm-button--primary hm-button--md" onClick={() => window.location.reload()}>
          {t('unreachable.retry')}
        </button>
      </div>
    </section>
  );
}

/**
 * The start-up check failed with an answer other than 401 ('Kimlik doğrulama oturumu alınamadı.') or in an
 * unexpected way ('Kimlik doğrulama başlatılırken beklenmeyen bir hata oluştu.'); retry reloads.
 */
export function SessionFailedNotice({ reason }: { reason: SessionFailure }) {
  ensureAuthTranslations();
  const { t } = useTranslation('auth');
  return (
    <section className="hm-state" role="alert" aria-labelledby="session-failed-title">
      <h1 id="session-failed-title" className="hm-state__title">{t('failed.title')}</h1>
      <p className="hm-state__text">{t(reason === 'session' ? 'failed.session' : 'failed.unexpected')}</p>
      <div className="hm-state__actions">
        <button type="button" className="hm-button hm-button--primary hm-button--md" onClick={() => window.location.reload()}>
          {t('unreachable.retry')}
        </button>
      </div>
    </section>
  );
}

/**
 * 'Çıkış yapılırken bir hata oluştu' when the api refused or missed a sign-out (the session ended here anyway).
 * The shell renders it once; any remote's sign-out reaches it through a window event.
 */
export function SignOutFailedNotice() {
  ensureAuthTranslations();
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => setShown(true);
    window.addEventListener(SIGN_OUT_FAILED_EVENT, show);
    return () => window.removeEventListener(SIGN_OUT_FAILED_EVENT, show);
  }, []);
  return (
    <div className="hm-sign-out-notice" role="alert">
      {shown ? (
        <div className="hm-banner hm-banner--error">
          <span>{t('signOutFailed')}</span>{' '}
          <button type="button" className="hm-button hm-button--secondary hm-button--sm" onClick={() => setShown(false)}>
            {t('dismiss')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** While the start-up check runs. */
export function SessionChecking() {
  ensureAuthTranslations();
  const { t } = useTranslation('auth');
  return (
    <div className="hm-spinner-block hm-spinner-block--tall" role="status" aria-live="polite">
      <span className="hm-spinner" aria-hidden="true" />
      <span className="hm-visually-hidden">{t('checking')}</span>
    </div>
  );
}
