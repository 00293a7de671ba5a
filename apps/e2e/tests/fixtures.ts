import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on an uncaught page error: a broken remote must never take the page down. Tests run as a
 * returning visitor who already answered the cookie banner (`cookieConsent`), unless they set it to null to
 * see the banner themselves.
 */
export const test = base.extend<{ pageErrors: Error[]; cookieConsent: 'accepted' | null }>({
  cookieConsent: ['accepted', { option: true }],
  context: async ({ context, cookieConsent }, use) => {
    if (cookieConsent) {
      await context.addInitScript((status) => {
        if (window.localStorage.getItem('cookie-consent-status') !== null) return;
        window.localStorage.setItem('cookie-consent-status', JSON.stringify({ status, date: new Date().toISOString() }));
        window.localStorage.setItem(
          'cookie-preferences',
          JSON.stringify({ necessary: true, functional: true, analytics: true, marketing: false }),
        );
      }, cookieConsent);
    }
    await use(context);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});
export { expect };

export const HERO_TR = 'Çiftlikten fincanınıza, taze kavrulmuş nitelikli kahve';
export const HERO_EN = 'From farm to cup: freshly roasted specialty coffee';

export async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TR })).toBeVisible();
}

export function cartBadge(page: Page) {
  return page.getByTestId('cart-badge');
}

/** Moves the shell's router like a link would (the page is not reloaded). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
