import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_COOKIE_PREFERENCES, TIMINGS, type CookiePreferences } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { EVERYTHING, ONLY_NECESSARY, saveConsent } from './consent-store';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';
import { useConsent } from './use-consent';
import { registerConsentTranslations } from './consent-translations';
import './consent.css';

registerConsentTranslations();

export interface CookieConsentParts {
  /** The banner: placed first in the page (right after the skip link), so it is the first thing Tab reaches. */
  banner: ReactNode;
  /** The floating 'cookie settings' button and the settings dialog: placed after the footer. */
  floating: ReactNode;
}

/**
 * Cookie consent (accounts spec §4): the banner 1.5 s after a visit with no stored choice, the settings dialog,
 * and a floating button that reopens the settings once a choice exists. The shell places the two parts
 * (`children` gets them): the banner early in the Tab order, the button at the end of the page.
 *
 * Escape on the banner puts it away for this page view (no choice is stored; it asks again on the next visit)
 * and focus goes back to where it was before the banner. The banner stays while its settings dialog is open,
 * so closing the dialog (Escape, 'Kapat') returns focus to 'Ayarlar'; once a choice is made from the banner or
 * the dialog, focus goes back to where the visitor was before the banner, or to the main region.
 */
export function CookieConsent({ children }: { children: (parts: CookieConsentParts) => ReactNode }) {
  const { t } = useTranslation('consent');
  const consent = useConsent();
  const [bannerDue, setBannerDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The last control outside the banner and the dialog that had focus: where focus goes back to.
  const lastOutside = useRef<HTMLElement | null>(null);
  const restoreFocus = useRef(false);

  // No choice stored (first visit, or it was cleared): ask after the spec's delay.
  useEffect(() => {
    if (consent) {
      setBannerDue(false);
      return;
    }
    // 1.5 s after the visit began (`performance.now()` counts from the page's navigation), not after this code
    // first ran: on a slow phone the page's scripts take a second or two, and the banner came that much later.
    const timer = window.setTimeout(() => setBannerDue(true), Math.max(0, TIMINGS.cookieBannerDelayMs - performance.now()));
    return () => window.clearTimeout(timer);
  }, [consent]);

  // With no choice stored the banner is in the page from the start, waiting below the screen, and slides in when
  // due: text that moves into view is not a new paint, so a notice the spec brings 1.5 s late is not what the
  // browser reports as the page's largest paint (LCP) in place of the page's own content.
  const awaitingChoice = !consent && !dismissed;
  const bannerShown = bannerDue && awaitingChoice;
  useEffect(() => {
    if (!bannerShown) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest('.cookie-banner, .cookie-dialog')) lastOutside.current = target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [bannerShown]);

  // After the banner went away with focus in it, focus returns to the page rather than to the body.
  useEffect(() => {
    if (bannerShown || !restoreFocus.current) return;
    restoreFocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const back = lastOutside.current?.isConnected ? lastOutside.current : document.getElementById('main');
    back?.focus({ preventScroll: true });
  }, [bannerShown, settingsOpen]);

  const choose = (status: 'accepted' | 'declined', preferences: CookiePreferences) => {
    if (bannerShown) restoreFocus.current = true;
    saveConsent(status, preferences);
    setSettingsOpen(false);
  };
  const dismiss = () => {
    restoreFocus.current = true;
    setDismissed(true);
  };

  const banner = awaitingChoice ? (
    <CookieBanner
      shown={bannerShown}
      onAcceptAll={() => choose('accepted', EVERYTHING)}
      onDecline={() => choose('declined', ONLY_NECESSARY)}
      onSettings={() => setSettingsOpen(true)}
      onDismiss={dismiss}
    />
  ) : null;
  const floating = (
    <>
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
  return <>{children({ banner, floating })}</>;
}
