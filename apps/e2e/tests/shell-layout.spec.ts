import { test, expect, openHome, HERO_EN } from './fixtures';
import { expectNoAxeViolations } from './axe';
import type { Page } from '@playwright/test';

/** The page never scrolls sideways, and the header's last controls (cart, burger) are on screen. */
async function expectNoHorizontalOverflow(page: Page, width: number) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(innerWidth);
  const header = page.getByRole('banner');
  const controls = [header.getByTestId('cart-button'), header.getByRole('button', { name: 'Menüyü aç' })];
  for (const control of controls) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    expect(box, `${await control.getAttribute('aria-label')} at ${width} px`).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${await control.getAttribute('aria-label')} right edge at ${width} px`).toBeLessThanOrEqual(innerWidth);
  }
}

test.describe('shell layout', () => {
  for (const width of [320, 390, 1180, 1181, 1280, 1381, 1440]) {
    test(`the header fits a ${width} px window, with and without a cart badge`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHome(page);
      await expectNoHorizontalOverflow(page, width);
      // A two-digit badge widens the cart button's box.
      await page.evaluate(() => {
        const line = { id: 'a', name: 'a', price: 100, variant: '250g', quantity: 42 };
        window.localStorage.setItem('harman.cart', JSON.stringify({ version: 1, items: [line] }));
      });
      await page.reload();
      await expect(page.getByTestId('cart-badge')).toHaveText('42');
      await expectNoHorizontalOverflow(page, width);
    });
  }

  test('at 1440 px the whole search placeholder shows and the desktop navigation is there', async ({ page }) => {
    await openHome(page);
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Ürün ara' });
    await expect(search).toHaveAttribute('placeholder', 'Kahve, ekipman ara…');
    // The placeholder fits when the same text as a value does not scroll (the room Chromium keeps for the
    // clear button counts too).
    const [scrollWidth, clientWidth] = await search.evaluate((input: HTMLInputElement) => {
      input.value = input.placeholder;
      const widths = [input.scrollWidth, input.clientWidth];
      input.value = '';
      return widths;
    });
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expect(page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Mağaza' })).toBeVisible();
  });

  test('from 1181 to 1380 px the navigation stays in the row and the search opens below it, from the keyboard too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHome(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Mağaza' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menüyü aç' })).toBeHidden();
    await expect(header.getByRole('searchbox', { name: 'Ürün ara' })).toBeHidden();

    const open = header.getByRole('button', { name: 'Aramayı aç' });
    await open.focus();
    await page.keyboard.press('Enter');
    const search = header.getByRole('searchbox', { name: 'Ürün ara' });
    await expect(search).toBeFocused();
    await expect(header.getByRole('button', { name: 'Aramayı kapat' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, { label: 'the header search, open at 1280 px' });
    await page.keyboard.type('kenya');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(open).toBeFocused();

    // Closed and opened again, what was typed is still there.
    await page.keyboard.press('Enter');
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('kenya');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\?q=kenya$/);
    await expect(search).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test('the skip link follows the language', async ({ page }) => {
    await openHome(page);
    const skip = page.locator('a.shell__skip');
    await expect(skip).toHaveText('İçeriğe geç');
    await page.getByRole('group', { name: 'Dil' }).getByRole('button', { name: 'EN' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
    await expect(skip).toHaveText('Skip to content');
    await expect(skip).toHaveAttribute('href', '#main');
  });

  test('the footer keeps its space above the text', async ({ page }) => {
    await openHome(page);
    const gap = await page.getByRole('contentinfo').evaluate((footer) => {
      const grid = footer.querySelector('.footer__grid')!;
      return grid.getBoundingClientRect().top - footer.getBoundingClientRect().top + parseFloat(getComputedStyle(grid).paddingTop);
    });
    expect(gap).toBeGreaterThanOrEqual(32);
  });

  test('on a phone the cookie settings button is the last row of the page, not a layer over the content', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openHome(page);
    const reopen = page.getByRole('button', { name: 'Çerez ayarları' });
    await reopen.scrollIntoViewIfNeeded();
    await expect(reopen).toBeVisible();
    await expect(reopen).toHaveCSS('position', 'static');
    const [footer, button] = await Promise.all([page.getByRole('contentinfo').boundingBox(), reopen.boundingBox()]);
    expect(button!.y).toBeGreaterThanOrEqual(footer!.y + footer!.height - 1);
    await reopen.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
