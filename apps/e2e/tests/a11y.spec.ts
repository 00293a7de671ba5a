import type { Page } from '@playwright/test';
import { test, expect, navigateInApp } from './fixtures';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothWidths } from './axe';
import { ADMIN_TABS_PATHS, DASHBOARD_PATHS, PUBLIC_PATHS, localePath } from './a11y-routes';
import { placePaidOrderByApi } from './checkout-helpers';

/**
 * WCAG 2.2 AA, proven by axe (issue 20). Each group is one page: opened once, then moved from route to route by
 * the shell's router (as a link does), each route scanned at 1280 px and, after a resize, at 375 px (see WIDTHS). The open
 * states (cookie banner and dialog, cart drawer, mobile menu, 'Daha Fazla', forms after an empty submit) are
 * scanned where they open. Checkout's steps are scanned inside checkout.spec.ts, the notification panel inside
 * notifications.spec.ts (the tests that already open them).
 */
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** The new page's heading is there (the route settled) and the spinner is gone. */
async function settled(page: Page) {
  await expect(page.locator('#main h1').first()).toBeVisible();
  await expect(page.locator('#main .hm-spinner')).toHaveCount(0);
}

/** Which widths a group is scanned at: both languages at 1280 and 375 px (issue 20). */
type Widths = 'both' | 'wide' | 'phone';
const WIDTHS: Record<'tr' | 'en', Widths> = { tr: 'both', en: 'both' };

/** Scans the page at 1280 px and/or 375 px, and leaves it at 1280 px. */
async function scanWidths(page: Page, label: string, widths: Widths = 'both') {
  if (widths === 'both') return expectNoAxeViolationsAtBothWidths(page, { label });
  await page.setViewportSize(widths === 'wide' ? WIDE : PHONE);
  await expectNoAxeViolations(page, { label });
  await page.setViewportSize(WIDE);
}

async function scanRoutes(page: Page, language: 'tr' | 'en', paths: readonly string[], widths: Widths = WIDTHS[language]) {
  await page.setViewportSize(WIDE);
  await page.goto(localePath(language, paths[0]));
  for (const [index, path] of paths.entries()) {
    if (index > 0) await navigateInApp(page, localePath(language, path));
    await settled(page);
    await scanWidths(page, localePath(language, path), widths);
  }
}

for (const language of ['tr', 'en'] as const) {
  test(`${language}: every public route has no axe violations at 1280 and 375 px`, async ({ page }) => {
    test.setTimeout(240_000);
    await scanRoutes(page, language, PUBLIC_PATHS);
  });
}

test.describe('signed in as a customer', () => {
  test.use({ signedInAs: 'customer' });
  for (const language of ['tr', 'en'] as const) {
    test(`${language}: the account pages have no axe violations at 1280 and 375 px`, async ({ page, customerApi }) => {
      test.setTimeout(120_000);
      const order = await placePaidOrderByApi(customerApi);
      await scanRoutes(page, language, [...DASHBOARD_PATHS, `/dashboard/orders/${order.orderId}`]);
      // The notification panel, holding the order's notification.
      await page.getByTestId('notification-bell').click();
      await expect(page.getByTestId('notification-panel').getByTestId('notification-item').first()).toBeVisible();
      await scanWidths(page, 'notification panel open');
    });
  }
});

test.describe('signed in as an admin', () => {
  test.use({ signedInAs: 'admin' });
  for (const language of ['tr', 'en'] as const) {
    test(`${language}: every admin panel tab, and an order, a customer and a product of it, have no axe violations at 1280 and 375 px`, async ({ page, customerApi }) => {
      test.setTimeout(180_000);
      const order = await placePaidOrderByApi(customerApi);
      const { user } = await (await customerApi.get('/api/auth/session')).json();
      const product = await (await customerApi.get('/api/products/ethiopia-yirgacheffe')).json();
      await scanRoutes(page, language, [
        ...ADMIN_TABS_PATHS,
        `/admin/dashboard/orders/${order.orderId}`,
        `/admin/dashboard/customers/${user.id}`,
        `/admin/dashboard/products/${product.id}`,
      ]);
    });
  }
});

test.describe('open states', () => {
  test.use({ cookieConsent: null });

  for (const language of ['tr', 'en'] as const) {
    const text = language === 'tr'
      ? { banner: 'Çerez bildirimi', settings: 'Ayarlar', dialog: 'Çerez Ayarları', more: 'Daha Fazla', add: 'Sepete Ekle', cart: /Sepetim/, menu: 'Menüyü aç', send: 'Mesajı Gönder' }
      : { banner: 'Cookie notice', settings: 'Settings', dialog: 'Cookie Settings', more: 'More', add: 'Add to Cart', cart: /My Cart/, menu: 'Open menu', send: 'Send Message' };

    test(`${language}: banner, settings dialog, 'Daha Fazla', cart drawer, mobile menu and forms after an empty submit`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(WIDE);
      await page.goto(localePath(language, '/'));
      await settled(page);
      const banner = page.getByRole('region', { name: text.banner });
      await expect(banner).toBeVisible();
      await scanWidths(page, 'cookie banner', WIDTHS[language]);

      await banner.getByRole('button', { name: text.settings }).click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await expect(dialog).toBeVisible();
      await scanWidths(page, 'cookie settings dialog', WIDTHS[language]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await banner.getByRole('button', { name: text.settings }).click();
      await dialog.getByRole('button', { name: language === 'tr' ? 'Tümünü Kabul Et' : 'Accept All' }).click();
      await expect(banner).toBeHidden();

      // The full header (with 'Daha Fazla') shows from 1181 px; below, the burger menu holds the links.
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole('button', { name: text.more }).click();
      await expect(page.locator('.more-menu__link').first()).toBeVisible();
      await expectNoAxeViolations(page, { label: "'Daha Fazla' open" });
      await page.keyboard.press('Escape');
      await page.setViewportSize(WIDE);

      await page.getByTestId('featured-products').getByRole('button', { name: new RegExp(text.add, 'i') }).first().click();
      await page.getByTestId('cart-button').click();
      const drawer = page.getByRole('dialog', { name: text.cart });
      await expect(drawer).toBeVisible();
      await scanWidths(page, 'cart drawer', WIDTHS[language]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: text.menu }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expectNoAxeViolations(page, { label: 'mobile menu' });
      await page.keyboard.press('Escape');
      await page.setViewportSize(WIDE);

      // Forms after an empty submit: the errors shown, tied to their fields.
      const forms = [
        { path: '/contact', submit: text.send },
        { path: '/login', submit: language === 'tr' ? 'Giriş Yap' : 'Sign in' },
        { path: '/register', submit: language === 'tr' ? 'Kayıt Ol' : 'Sign up' },
        { path: '/admin/login', submit: language === 'tr' ? 'Giriş Yap' : 'Sign in' },
      ];
      for (const form of forms) {
        await navigateInApp(page, localePath(language, form.path));
        await settled(page);
        await page.getByRole('main').getByRole('button', { name: form.submit, exact: true }).click();
        await expect(page.locator('#main [aria-invalid="true"]').first()).toBeVisible();
        // Scanned from the top: axe's target-size takes the sticky header for a layer over the links it scrolled
        // over (dequelabs/axe-core#3720); the errors it checks are the same there.
        await page.evaluate(() => window.scrollTo(0, 0));
        await scanWidths(page, `${form.path} after an empty submit`, WIDTHS[language]);
      }
    });
  }
});
