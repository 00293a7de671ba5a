import type { Locator, Page } from '@playwright/test';
import { test, expect, navigateInApp, cartBadge } from './fixtures';
import { DASHBOARD_PATHS, PUBLIC_PATHS, localePath } from './a11y-routes';
import { grid } from './shop-helpers';

/** Keyboard and layout checks of issue 20: Tab and Enter only, focus after route changes, reflow at 320 px. */

/** Presses Tab (or Shift+Tab) until the locator has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 150, back = false } = {}) {
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Where the focused control is hidden behind the sticky header or a fixed bar (what is drawn at its centre
 * belongs to another fixed or sticky element), a description of it; else null.
 */
function hiddenFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const rect = active.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return null;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if (!hit || active.contains(hit) || hit.contains(active)) return null;
    for (let node: Element | null = hit; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if ((position === 'fixed' || position === 'sticky') && !node.contains(active)) return `${active.outerHTML.slice(0, 120)} under ${node.className}`;
    }
    return null;
  });
}

test('home → shop → product → option → add to cart → cart → checkout by keyboard alone, focus on each new heading', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page).toHaveTitle(/Harman/);
  const start = await page.title();

  await tabTo(page, page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Mağaza' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mağaza' })).toBeFocused();
  await expect(page).toHaveTitle('Mağaza | Harman');
  expect(start).not.toBe('Mağaza | Harman');

  await tabTo(page, grid(page).getByRole('link', { name: /Etiyopya Yirgacheffe/ }), { max: 200 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/shop\/ethiopia-yirgacheffe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Etiyopya Yirgacheffe' })).toBeFocused();
  await expect(page).toHaveTitle('Etiyopya Yirgacheffe | Harman');

  const option = page.getByRole('button', { name: /^1kg/ });
  await tabTo(page, option);
  await page.keyboard.press('Space');
  await expect(option).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Sepete Ekle' }));
  await page.keyboard.press('Enter');
  await expect(cartBadge(page)).toHaveText('1');
  await expect(page.getByTestId('live-region')).toContainText('Sepetinizde 1 ürün var');

  await tabTo(page, page.getByTestId('cart-button'), { back: true });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /Sepetim/ });
  await expect(drawer).toBeVisible();
  await tabTo(page, drawer.getByRole('button', { name: 'Ödemeye Geç' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator('#main h1')).toBeFocused();
  await expect(page).toHaveTitle('Ödeme | Harman');
});

test.describe('the cookie banner', () => {
  test.use({ cookieConsent: null });

  test('is early in the Tab order, hides no Tab stop, closes with Escape; its dialog closes with Escape and gives focus back', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Çerez bildirimi' });
    await expect(banner).toBeVisible();

    // Right after the skip link.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'İçeriğe geç' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('link', { name: 'Çerez Politikası' })).toBeFocused();

    // The settings dialog: Escape closes it and focus is back on 'Ayarlar'.
    const settings = banner.getByRole('button', { name: 'Ayarlar' });
    await tabTo(page, settings);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Çerez Ayarları' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(settings).toBeFocused();

    // No Tab stop of the page is hidden behind the banner or the sticky header, at 1280 and at 375 px.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 400 ? 800 : 812 });
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.evaluate(() => window.scrollTo(0, 0));
      const hidden: string[] = [];
      for (let press = 0; press < 70; press += 1) {
        await page.keyboard.press('Tab');
        const where = await hiddenFocus(page);
        if (where) hidden.push(where);
      }
      expect(hidden, `Tab stops hidden at ${width} px`).toEqual([]);
    }

    // Escape on the banner puts it away and focus goes back to the page, not to the body.
    await page.setViewportSize({ width: 1280, height: 800 });
    await settings.focus();
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);

    // After 'Tümünü Kabul Et' in the dialog, focus is on the page again, not lost with the banner.
    await page.reload();
    await expect(banner).toBeVisible();
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Tümünü Kabul Et' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
  });
});

/** The page scrolls sideways when its content is wider than the window. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('no route scrolls sideways at 320 px (WCAG 1.4.10)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  const wide: string[] = [];
  for (const path of PUBLIC_PATHS) {
    await navigateInApp(page, path);
    await expect(page.locator('#main h1').first()).toBeVisible();
    if ((await sideways(page)) > 0) wide.push(path);
  }
  expect(wide).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ signedInAs: 'customer' });
  test('no account page scrolls sideways at 320 px (WCAG 1.4.10)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(localePath('tr', DASHBOARD_PATHS[0]));
    const wide: string[] = [];
    for (const path of DASHBOARD_PATHS) {
      await navigateInApp(page, path);
      await expect(page.locator('#main h1').first()).toBeVisible();
      if ((await sideways(page)) > 0) wide.push(path);
    }
    expect(wide).toEqual([]);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('stops every animation and the carousel scrolls without motion', async ({ page }) => {
    // A product seen first, so /shop shows its 'recently viewed' carousel.
    await page.goto('/shop/ethiopia-yirgacheffe');
    await expect(page.getByRole('heading', { level: 1, name: 'Etiyopya Yirgacheffe' })).toBeVisible();
    await navigateInApp(page, '/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Mağaza' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length)).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });
});
