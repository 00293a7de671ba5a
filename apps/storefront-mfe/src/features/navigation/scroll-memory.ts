import { useEffect } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';

/** Where the page was scrolled, and how tall it was then, per history entry of this tab. */
const positions = new Map<string, { top: number; height: number }>();
let restorePending = false;
/** How long a way back waits for the page to be tall enough again (its data may be slow to come). */
const RESTORE_GIVE_UP_MS = 10_000;
/** Input that means the shopper has started scrolling themselves: the restore then stands down. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Keeps the scroll position of each history entry and, when `goBackRestoringScroll` asked for it, puts the page
 * back there once its content is as tall as it was (the shell scrolls to the top on every route change, and the
 * page may still be loading its data: scrolling earlier would land on placeholders that are then replaced).
 */
export function useScrollMemory(): void {
  const { key } = useLocation();
  useEffect(() => {
    const remember = () => {
      // Once the next page has replaced this one, a scroll event (the browser clamping the position to the
      // shorter page) is not this page's position: record only while this history entry is current.
      const current = (window.history.state as { key?: string } | null)?.key ?? 'default';
      if (current !== key) return;
      positions.set(key, { top: window.scrollY, height: document.documentElement.scrollHeight });
    };
    window.addEventListener('scroll', remember, { passive: true });
    if (restorePending) {
      restorePending = false;
      const target = positions.get(key) ?? { top: 0, height: 0 };
      const started = performance.now();
      const standDown = () => cancelAnimationFrame(frame);
      let frame = requestAnimationFrame(function restore() {
        const tallEnough = document.documentElement.scrollHeight >= target.height;
        if (tallEnough || performance.now() - started > RESTORE_GIVE_UP_MS) window.scrollTo({ top: target.top, behavior: 'instant' });
        else frame = requestAnimationFrame(restore);
      });
      for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, standDown, { once: true, passive: true });
      return () => {
        cancelAnimationFrame(frame);
        for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, standDown);
        window.removeEventListener('scroll', remember);
      };
    }
    return () => window.removeEventListener('scroll', remember);
  }, [key]);
}

/** Back to the previous page at its scroll position; to the shop when this page was opened directly. */
export function goBackRestoringScroll(navigate: NavigateFunction): void {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) {
    restorePending = true;
    navigate(-1);
  } else {
    navigate('/shop');
  }
}

export function useGoBack() {
  const navigate = useNavigate();
  return () => goBackRestoringScroll(navigate);
}
