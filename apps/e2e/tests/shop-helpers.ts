import { Client } from 'pg';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_ENV } from '../stack';

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

/** One statement against this run's database (what an admin tool or a concurrent shopper would change). */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${E2E_ENV.E2E_DATABASE}` });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}
