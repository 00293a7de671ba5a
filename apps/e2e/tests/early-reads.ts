// What the shell's early script asks the api for with a page's files, before the page's own code could
// (libs/platform/src/early-load.ts), and the requests a page makes: shared by the specs that check it.
import type { Page } from '@playwright/test';

/** Requests the page makes to these api paths, in order. */
export function apiReads(page: Page, paths: string[]) {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (paths.includes(pathname)) reads.push(pathname);
  });
  return reads;
}

interface RequestWillBeSent {
  request: { url: string };
  initiator: { stack?: { callFrames: { url: string }[]; parent?: RequestWillBeSent['initiator']['stack'] } };
}

/**
 * Records which script made each api request (the DevTools protocol's initiator: the innermost frame with a URL).
 * The early script is inline in the page, so its requests name the page's own address; the page's code names its
 * chunk's. Call before navigating; `scriptOf(path + query)` answers for the last request of that address.
 */
export async function recordInitiators(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event: RequestWillBeSent) => {
    const { pathname, search } = new URL(event.request.url);
    if (!pathname.startsWith('/api/')) return;
    let stack = event.initiator.stack;
    let script = '';
    while (stack && !script) {
      script = stack.callFrames.find((frame) => frame.url)?.url ?? '';
      stack = stack.parent;
    }
    scripts.set(`${pathname}${search}`, script);
  });
  return { scriptOf: (address: string) => scripts.get(address) };
}
