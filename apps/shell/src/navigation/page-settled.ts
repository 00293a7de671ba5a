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

export function focusNewPage({ main, announce, maxWaitMs = 5000 }: SettleOptions): () => void {
  let done = false;

  const finish = (target: HTMLElement) => {
    if (done) return;
    done = true;
    cleanup();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    announce(document.title || target.textContent?.trim() || '');
  };

  const check = () => {
    const h1 = main.querySelector<HTMLElement>('h1');
    if (h1) finish(h1);
  };

  const observer = new MutationObserver(check);
  const giveUp = setTimeout(() => finish(main.querySelector<HTMLElement>('h1') ?? main), maxWaitMs);
  function cleanup() {
    observer.disconnect();
    clearTimeout(giveUp);
  }

  observer.observe(main, { childList: true, subtree: true });
  check();
  return () => {
    done = true;
    cleanup();
  };
}
