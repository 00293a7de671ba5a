import { useDeferredValue, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { LanguageRouter, RemoteSlot } from '@harman/platform';
import { useTranslation } from '@harman/i18n';
import { SignOutFailedNotice } from '@harman/auth';
import { NotFound } from '@harman/ui';
import { Header } from './layout/header';
import { Footer } from './layout/footer';
import { CookieConsent } from './consent/cookie-consent';
import { remoteForPath } from './remote-routes';
import { RouteAnnouncer } from './navigation/route-announcer';
import { DropEarlyReadsOnLeave } from './navigation/drop-early-reads';
import { keepFocusUnobscured } from './layout/focus-not-obscured';

/** Every new route starts at the top; back and forward keep their place (the page restores it). */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, navigationType]);
  return null;
}

/** Hands the current path to the remote that owns it, or shows the shell's 404. */
function RemoteOutlet() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const remote = remoteForPath(pathname);
  if (!remote) {
    return <NotFound />;
  }
  return <RemoteSlot key={remote} remote={remote} onHome={() => navigate('/')} />;
}

/**
 * The footer is below the first screen: it renders in a background pass right after the first commit, so its work
 * (a fifth of the page's elements) comes after the page's first paint rather than before it.
 */
function FooterAfterFirstPaint() {
  const shown = useDeferredValue(true, false);
  return shown ? <Footer /> : null;
}

export function App() {
  const { t } = useTranslation('shell');
  useEffect(() => keepFocusUnobscured(), []);
  return (
    <LanguageRouter>
      <ScrollToTop />
      <RouteAnnouncer />
      <DropEarlyReadsOnLeave />
      <CookieConsent>
        {({ banner, floating }) => (
          <div className="shell">
            <a className="shell__skip" href="#main">{t('skipToContent')}</a>
            {banner}
            <Header />
            <SignOutFailedNotice />
            <main id="main" className="shell__main" tabIndex={-1}>
              <Routes>
                <Route path="*" element={<RemoteOutlet />} />
              </Routes>
            </main>
            <FooterAfterFirstPaint />
            {floating}
          </div>
        )}
      </CookieConsent>
    </LanguageRouter>
  );
}
