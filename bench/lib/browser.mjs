// Debian's chromium through Playwright, quiet (no background traffic to skew what the page loads).
import { chromium } from 'playwright';

export function launchBrowser() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** A fresh context (empty cache, no storage) per measurement, closed after `fn`. */
export async function withPage(browser, fn, { initScript } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    if (initScript) await context.addInitScript(initScript);
    const page = await context.newPage();
    return await fn(page);
  } finally {
    await context.close();
  }
}
