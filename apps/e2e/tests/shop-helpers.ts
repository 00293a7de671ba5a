import type { Page } from '@playwright/test';
import { expect, navigateInApp } from './fixtures';

export { sql } from './fixtures';

/** The product grid of /shop. */
export const grid = (page: Page) => page.getByTestId('product-grid');

/** Product names on the grid, in order (each card's link carries the name). */
export async function cardNames(page: Page): Promise<string[]> {
  return grid(page).locator('.hm-product-card__name').allTextContents();
}

export async function openShop(page: Page, query = '') {
  await page.goto(`/shop${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mağaza' })).toBeVisible();
}

/** The cart record as stored in local storage. */
export async function storedCart(page: Page): Promise<{ id: string; name: string; price: number; variant?: string; quantity: number }[]> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('harman.cart') ?? '{"items":[]}').items);
}

/** The cart drawer, opened from the header. */
export async function openDrawer(page: Page) {
  await page.getByTestId('cart-button').click();
  const drawer = page.getByRole('dialog', { name: /Sepetim/ });
  await expect(drawer).toBeVisible();
  return drawer;
}

/**
 * Opens each product page in turn as a shopper following links does: the first with a page load, the rest
 * through the shell's router (no reload, a fraction of the time). Each visit ends once the page has remembered
 * its product: the page records it in an effect after it renders, and a test that leaves at once (a page load)
 * could otherwise leave before it, as no shopper reading the page does.
 */
export async function visitProducts(page: Page, slugs: string[]) {
  for (const [index, slug] of slugs.entries()) {
    if (index === 0) await page.goto(`/shop/${slug}`);
    else await navigateInApp(page, `/shop/${slug}`);
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-slug', slug);
    await expect.poll(() => lastViewedSlug(page)).toBe(slug);
  }
}

/** The newest entry of the recently viewed list in local storage. */
async function lastViewedSlug(page: Page): Promise<string | undefined> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('harman.recentlyViewed') ?? '[]')[0]?.slug);
}
