import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { focusNewPage } from './page-settled';

/**
 * One polite live region for route changes, and the focus move to the new page's heading. The first page
 * of a visit is not announced (the screen reader reads it anyway); a change of query or fragment on the
 * same page, or of language, is not a new page.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const shown = useRef(pathname);

  useEffect(() => {
    // Same path: the first page of the visit (also when StrictMode runs the effect twice).
    if (shown.current === pathname) return undefined;
    shown.current = pathname;
    const main = document.getElementById('main');
    if (!main) return undefined;
    return focusNewPage({ main, announce: setMessage });
  }, [pathname]);

  return (
    <p className="hm-visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {message}
    </p>
  );
}
