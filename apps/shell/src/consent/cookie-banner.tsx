import { Link } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';

export interface CookieBannerProps {
  onAcceptAll: () => void;
  onDecline: () => void;
  onSettings: () => void;
}

/** The first-visit notice: accept all, decline, or open the settings. */
export function CookieBanner({ onAcceptAll, onDecline, onSettings }: CookieBannerProps) {
  const { t } = useTranslation('consent');
  return (
    <section className="cookie-banner" aria-label={t('bannerLabel')}>
      <div className="cookie-banner__body">
        <h2 className="cookie-banner__title">{t('title')}</h2>
        <p className="cookie-banner__text">
          {t('text')} <Link to="/cookie-policy">{t('policy')}</Link>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <Button onClick={onAcceptAll}>{t('acceptAll')}</Button>
        <Button variant="secondary" onClick={onDecline}>{t('decline')}</Button>
        <Button variant="ghost" onClick={onSettings}>{t('settings')}</Button>
      </div>
    </section>
  );
}
