import { test, expect, cartBadge, openHome } from './fixtures';

test.describe('cart badge', () => {
  test('adding a featured coffee updates the badge at once, and other tabs agree', async ({ page, context }) => {
    await openHome(page);
    const featured = page.getByTestId('featured-products');
    await expect(featured.getByRole('listitem')).toHaveCount(6);
    await expect(cartBadge(page)).toHaveCount(0);

    await featured.getByRole('button', { name: 'Etiyopya Yirgacheffe 250g sepete ekle' }).click();
    await expect(cartBadge(page)).toHaveText('1');
    // For 2 s the same button says, and is named, what happened; a second click adds one more.
    const added = featured.getByRole('listitem').filter({ hasText: 'Etiyopya Yirgacheffe' }).getByRole('button', { name: '✓ Sepete eklendi' });
    await added.click();
    await expect(cartBadge(page)).toHaveText('2');

    const second = await context.newPage();
    await openHome(second);
    await expect(cartBadge(second)).toHaveText('2');
    await second.getByTestId('featured-products').getByRole('button', { name: 'Ev Harmanı 250g sepete ekle' }).click();
    await expect(cartBadge(second)).toHaveText('3');
    // The first tab hears about it through the storage event.
    await expect(cartBadge(page)).toHaveText('3');

    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('harman.cart') ?? 'null'));
    expect(stored.items).toEqual([
      expect.objectContaining({ name: 'Etiyopya Yirgacheffe', variant: '250g', price: 28_500, quantity: 2 }),
      expect.objectContaining({ name: 'Ev Harmanı', variant: '250g', price: 22_500, quantity: 1 }),
    ]);
    await second.close();
  });

  test('the badge caps at 99+', async ({ page }) => {
    await page.addInitScript(() => {
      const line = (id: string) => ({ id, name: id, price: 100, variant: '250g', quantity: 99 });
      window.localStorage.setItem('harman.cart', JSON.stringify({ version: 1, items: [line('a'), line('b')] }));
    });
    await page.goto('/');
    await expect(cartBadge(page)).toHaveText('99+');
  });
});
