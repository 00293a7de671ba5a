import { useEffect, useState } from 'react';
import { DEFAULT_COOKIE_PREFERENCES, TIMINGS, type CookiePreferences } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { EVERYTHING, ONLY_NECESSARY, saveConsent } from './consent-store';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';
import { useConsent } from './use-consent';
import { registerConsentTranslations } from './consent-translations';
import './consent.css';

registerConsentTranslations();

/**
 * Cookie consent (accounts spec §4): the banner 1.5 s after a visit with no stored choice, the settings dialog,
 * and a floating button that reopens the settings once a choice exists.
 */
export function CookieConsent() {
  const { t } = useTranslation('consent');
  const consent = useConsent();
  const [bannerDue, setBannerDue] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // No choice stored (first visit, or it was cleared): ask after the spec's delay.
  useEffect(() => {
    if (consent) {
      setBannerDue(false);
      return;
    }
    const timer = window.setTimeout(() => setBannerDue(true), TIMINGS.cookieBannerDelayMs);
    return () => window.clearTimeout(timer);
  }, [consent]);

  const choose = (status: 'accepted' | 'declined', preferences: CookiePreferences) => {
    saveConsent(status, preferences);
    setSettingsOpen(false);
  };

  return (
    <>
      {bannerDue && !consent && !settingsOpen ? (
        <CookieBanner
          onAcceptAll={() => choose('accepted', EVERYTHING)}
          onDecline={() => choose('declined', ONLY_NECESSARY)}
          onSettings={() => setSettingsOpen(true)}
        />
      ) : null}
      {consent ? (
        // Stays mounted while the dialog is open, so closing the dialog returns focus to it.
        <button type="button" className="cookie-reopen" title={t('reopen')} onClick={() => setSettingsOpen(true)}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3-3 3 3 0 0 1-3-3 3 3 0 0 1-3-3zM8 11h.01M12 16h.01M15 12h.01M9 15.5h.01" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="cookie-reopen__text">{t('reopen')}</span>
        </button>
      ) : null}
      {settingsOpen ? (
        <CookieSettingsDialog
          initial={consent?.preferences ?? DEFAULT_COOKIE_PREFERENCES}
          onSave={(preferences) => choose('accepted', preferences)}
          onAcceptAll={() => choose('accepted', EVERYTHING)}
          onClose={() => setSettingsOpen(false)}
        />
      ) : null}
    </>
  );
}
