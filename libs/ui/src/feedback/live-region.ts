/**
 * The page's one polite live region for status messages (toasts, the cart count, the notification bell): every
 * remote announces through the same element, found by id, so a screen reader hears each change once, not once
 * per region. Messages that arrive together (an item added: its toast and the new count) are read as one.
 */
export const LIVE_REGION_ID = 'hm-live-region';
const BATCH_MS = 150;

interface Pending {
  messages: string[];
  timer: ReturnType<typeof setTimeout> | null;
}

function liveRegion(): HTMLElement {
  let region = document.getElementById(LIVE_REGION_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = LIVE_REGION_ID;
    region.className = 'hm-visually-hidden';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    region.dataset.testid = 'live-region';
    document.body.append(region);
  }
  return region;
}

/** Shared by every copy of this module on the page (each remote may bundle its own). */
function pending(): Pending {
  const holder = window as unknown as { __hmLiveRegion?: Pending };
  holder.__hmLiveRegion ??= { messages: [], timer: null };
  return holder.__hmLiveRegion;
}

export function announce(message: string): void {
  if (typeof document === 'undefined' || !message.trim()) return;
  const queue = pending();
  const region = liveRegion();
  if (!queue.messages.includes(message)) queue.messages.push(message);
  if (queue.timer) return;
  // Emptied first, so the same words said again are a change the screen reader reads.
  region.textContent = '';
  queue.timer = setTimeout(() => {
    region.textContent = queue.messages.join(' ');
    queue.messages = [];
    queue.timer = null;
  }, BATCH_MS);
}
