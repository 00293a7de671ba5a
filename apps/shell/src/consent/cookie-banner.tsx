import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';

export interface CookieBannerProps {
  /** False while it waits below the screen for its delay: then out of the Tab order and hidden from screen readers. */
  shown: boolean;
  onAcceptAll: () => void;
  onDecline: () => void;
  onSettings: () => void;
  /** Escape: put the banner away for now, without a choice. */
  onDismiss: () => void;
}

/** The first-visit notice: accept all, decline, or open the settings. */
export function CookieBanner({ shown, onAcceptAll, onDecline, onSettings, onDismiss }: CookieBannerProps) {
  const { t } = useTranslation('consent');
  const section = useRef<HTMLElement>(null);
  // The page gets room below its end for the banner, so its last controls can scroll clear of it (2.4.11).
  useEffect(() => {
    const element = section.current;
    if (!element || !shown) return undefined;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--cookie-banner-space', `${Math.ceil(element.getBoundingClientRect().height) + 24}px`);
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--cookie-banner-space');
    };
  }, [shown]);
  return (
    // Escape from inside the banner (its own keys, not a dialog above it) puts it away.
    <section
      ref={section}
      className={shown ? 'cookie-banner' : 'cookie-banner cookie-banner--waiting'}
      aria-label={t('bannerLabel')}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onDismiss();
      }}
    >
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
