import { notificationBadgeText } from '@harman/contracts';

const PREFIX = /^\(\d+\+?\) /;
let unread = 0;
let observer: MutationObserver | undefined;

/** The page's own title without the unread prefix. */
export function baseTitle(title: string): string {
  return title.replace(PREFIX, '');
}

/** '(n) ' before the page's title while unread ones exist (spec §4); '99+' above 99. */
export function titleWithUnread(title: string, count: number): string {
  const base = baseTitle(title);
  return count > 0 ? `(${notificationBadgeText(count)}) ${base}` : base;
}

function apply(): void {
  const desired = titleWithUnread(document.title, unread);
  if (document.title !== desired) document.title = desired;
}

/**
 * Keeps the prefix on whatever title the page sets. Pages own their title (`PageHead`, React's hoisted
 * <title>); the shell only watches the head and puts the prefix back when a page changes it, so neither needs to
 * know the other.
 */
export function setTitleUnreadCount(count: number): void {
  unread = count;
  if (typeof document === 'undefined') return;
  if (!observer && typeof MutationObserver !== 'undefined') {
    observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  }
  apply();
}
