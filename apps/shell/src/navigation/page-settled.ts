/**
 * After a client-side route change: waits for the new page's <h1> inside the main region (a page that is
 * still loading shows a spinner, not the old page's heading), then moves focus to it (or to the main region
 * when no heading comes) and hands the page's title to `announce`, once. This is what Next.js's route
 * announcer and GOV.UK do: a screen-reader user hears where they arrived and continues from the top of the
 * new page. React commits a page's hoisted <title> (PageHead) with its heading, so the title is the new one.
 */
export interface SettleOptions {
  main: HTMLElement;
  announce: (text: string) => void;
  /** How long a page that never shows a heading is waited for before focus goes to the main region. */
  maxWaitMs?: number;
}

/** How long after focusing the heading a re-render that drops it (a page finishing its own load) is followed. */
const KEEP_FOCUS_MS = 10_000;

function focusHeading(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** The heading the last route change settled on, and its text then: the old page's, on the next change. */
let lastSettled: { heading: HTMLElement; text: string } | null = null;

function shown(element: HTMLElement, main: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility();
  for (let node: HTMLElement | null = element; node && node !== main; node = node.parentElement) {
    if (node.hidden || getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/**
 * The new page's heading, once there is one: shown (a page that suspends keeps the old page in the DOM with
 * `display: none` while the next one loads, and a hidden heading cannot take focus), and not the heading the
 * previous route change settled on, unchanged (the old page, still there until the new one commits).
 */
function newHeading(main: HTMLElement): HTMLElement | null {
  for (const h1 of main.querySelectorAll<HTMLElement>('h1')) {
    if (!shown(h1, main)) continue;
    if (lastSettled && lastSettled.heading === h1 && lastSettled.text === h1.textContent) continue;
    return h1;
  }
  return null;
}

export function focusNewPage({ main, announce, maxWaitMs = 5000 }: SettleOptions): () => void {
  let done = false;
  let keep: { observer: MutationObserver; timer: ReturnType<typeof setTimeout> } | null = null;

  // A page may replace its heading right after it first shows (its strings or data arrive): while focus has
  // fallen to the body, it goes to the new heading, so the visitor is not left at the top of the document.
  const keepFocus = () => {
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const h1 = newHeading(main);
      if (h1) {
        focusHeading(h1);
        lastSettled = { heading: h1, text: h1.textContent ?? '' };
      }
    });
    observer.observe(main, { childList: true, subtree: true });
    keep = { observer, timer: setTimeout(() => stopKeeping(), KEEP_FOCUS_MS) };
    // The visitor's own click or key ends it: focus is theirs to move from then on.
    document.addEventListener('pointerdown', stopKeeping, { once: true, capture: true });
    document.addEventListener('keydown', stopKeeping, { once: true, capture: true });
  };
  function stopKeeping() {
    if (!keep) return;
    keep.observer.disconnect();
    clearTimeout(keep.timer);
    keep = null;
    document.removeEventListener('pointerdown', stopKeeping, { capture: true });
    document.removeEventListener('keydown', stopKeeping, { capture: true });
  }

  const finish = (target: HTMLElement) => {
    if (done) return;
    done = true;
    cleanup();
    focusHeading(target);
    if (target.tagName === 'H1') lastSettled = { heading: target, text: target.textContent ?? '' };
    announce(document.title || target.textContent?.trim() || '');
    keepFocus();
  };

  const check = () => {
    const h1 = newHeading(main);
    if (h1) finish(h1);
  };

  const observer = new MutationObserver(check);
  const giveUp = setTimeout(() => finish(newHeading(main) ?? main), maxWaitMs);
  function cleanup() {
    observer.disconnect();
    clearTimeout(giveUp);
  }

  observer.observe(main, { childList: true, subtree: true });
  check();
  return () => {
    done = true;
    cleanup();
    stopKeeping();
  };
}
