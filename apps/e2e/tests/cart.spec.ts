import { test, expect, cartBadge } from './fixtures';
import { grid, openDrawer, openShop, sql, storedCart } from './shop-helpers';

test.describe('cart', () => {
  test("a shopper's path: search, filter, open, pick a variant, add, change, remove and undo, reload, totals and free shipping", async ({ page }) => {
    await page.clock.install(); // runs as real time, except where the test holds it
    await openShop(page);
    await page.getByRole('link', { name: /^Tek Köken/ }).click();
    await page.getByRole('searchbox', { name: 'Ürünlerde ara' }).fill('yirgacheffe');
    await expect(page).toHaveURL(/q=yirgacheffe/);
    await grid(page).getByRole('link', { name: /Etiyopya Yirgacheffe/ }).click();
    await page.getByRole('button', { name: /^250g/ }).click();
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(cartBadge(page)).toHaveText('1');

    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId('drawer-line')).toHaveCount(1);
    await expect(drawer.getByTestId('drawer-line')).toContainText('Etiyopya Yirgacheffe · 250g');
    // 285 TL: VAT 2.85, shipping 29.99, total 317.84 → shown without decimals.
    await expect(drawer.getByTestId('drawer-subtotal')).toHaveText('₺285');
    await expect(drawer.getByTestId('drawer-total')).toHaveText('₺318');
    await expect(drawer.getByTestId('drawer-free-shipping')).toHaveText('Ücretsiz kargo için ₺215 daha ekleyin');

    // + : busy for 300 ms, then applied and confirmed; 570 TL ships free.
    // Time held while the 300 ms busy state is checked: a busy machine's polling could miss it otherwise.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await drawer.getByRole('button', { name: 'Artır: Etiyopya Yirgacheffe miktarı' }).click();
    await expect(drawer.getByRole('group', { name: 'Etiyopya Yirgacheffe miktarı' })).toHaveAttribute('aria-busy', 'true');
    await page.clock.runFor(299);
    await expect(drawer.getByRole('group', { name: 'Etiyopya Yirgacheffe miktarı' })).toHaveAttribute('aria-busy', 'true');
    await page.clock.resume();
    await expect(drawer.getByText('Miktar güncellendi')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('2');
    await expect(drawer.getByTestId('drawer-total')).toHaveText('₺576');
    await expect(drawer.getByTestId('drawer-shipping')).toHaveText('Ücretsiz');
    await expect(drawer.getByTestId('drawer-free-shipping')).toHaveText('Tebrikler! Kargonuz ücretsiz.');

    // Remove, then undo within 5 s: the line comes back as it was.
    await drawer.getByRole('button', { name: 'Etiyopya Yirgacheffe ürününü sepetten kaldır' }).click();
    await expect(drawer.getByText('Ürün sepetten kaldırıldı')).toBeVisible();
    await expect(cartBadge(page)).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Geri Al' }).click();
    await expect(drawer.getByText('Ürün sepete geri eklendi')).toBeVisible();
    await expect(cartBadge(page)).toHaveText('2');

    await drawer.getByRole('button', { name: 'Sepeti kapat' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('cart-button')).toBeFocused();

    await page.reload();
    await expect(cartBadge(page)).toHaveText('2');
    const again = await openDrawer(page);
    await expect(again.getByTestId('drawer-line')).toContainText('Etiyopya Yirgacheffe · 250g');
    await expect(again.getByTestId('drawer-total')).toHaveText('₺576');
    expect(await storedCart(page)).toEqual([expect.objectContaining({ name: 'Etiyopya Yirgacheffe', variant: '250g', price: 28_500, quantity: 2 })]);
  });

  test('the undo lasts 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/shop/house-blend');
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    const drawer = await openDrawer(page);
    // From here only the test moves time.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await drawer.getByRole('button', { name: 'Ev Harmanı ürününü sepetten kaldır' }).click();
    const undo = drawer.getByRole('button', { name: 'Geri Al' });
    await expect(undo).toBeVisible();
    await page.clock.runFor(4_990);
    await expect(undo).toBeVisible();
    await page.clock.runFor(20);
    await expect(undo).toBeHidden();
    await expect(drawer.getByTestId('cart-drawer-empty')).toBeVisible();
  });

  test('checkout is refused for 3 seconds with an empty cart', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const drawer = await openDrawer(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await drawer.getByRole('button', { name: 'Ödemeye Geç' }).click();
    const message = drawer.getByText('Sepetiniz boş, lütfen ürün ekleyin');
    await expect(message).toBeVisible();
    await page.clock.runFor(2_990);
    await expect(message).toBeVisible();
    await page.clock.runFor(20);
    await expect(message).toBeHidden();
    await page.clock.resume();

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    // /checkout with an empty cart shows the empty state with the same message instead of a step to refuse.
    await page.goto('/checkout');
    await expect(page.getByTestId('cart-empty')).toContainText('Sepetiniz boş, lütfen ürün ekleyin');
    await expect(page.getByRole('button', { name: 'Teslimat Bilgilerine Geç' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('prices come from the api: a changed price is shown, charged and stored', async ({ page }) => {
    const [product] = await sql<{ id: string }>(`SELECT id FROM products WHERE slug = 'colombia-supremo'`);
    await page.addInitScript((id) => {
      if (window.localStorage.getItem('harman.cart') === null) {
        const stale = { id, name: 'Kolombiya Supremo', price: 20_000, variant: '250g', quantity: 1 };
        const gone = { id: '00000000-0000-4000-8000-00000000dead', name: 'Eski Harman', price: 10_000, quantity: 1 };
        window.localStorage.setItem('harman.cart', JSON.stringify({ version: 1, items: [stale, gone] }));
      }
    }, product.id);
    await page.goto('/');
    const drawer = await openDrawer(page);
    await expect(drawer.getByText('Fiyat güncellendi: ₺200 → ₺265')).toBeVisible();
    await expect(drawer.getByText('Artık satışta değil')).toBeVisible();
    await expect(drawer.getByTestId('drawer-subtotal')).toHaveText('₺265');
    await expect.poll(async () => (await storedCart(page))[0].price).toBe(26_500);
  });
});

test('in the drawer, removing a line from the keyboard moves focus to the next line, then to the close button', async ({ page }) => {
  await page.goto('/shop/kenya-aa');
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await page.goto('/shop/chemex-6-cup');
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  const drawer = await openDrawer(page);
  await expect(drawer.getByTestId('drawer-line')).toHaveCount(2);
  await drawer.getByRole('button', { name: /ürününü sepetten kaldır/ }).first().focus();
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('drawer-line')).toHaveCount(1);
  await expect(drawer.getByRole('button', { name: /ürününü sepetten kaldır/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer.getByTestId('drawer-line')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Sepeti kapat' })).toBeFocused();
});

test.describe('cart page', () => {
  test("'Sepetim' loads for 800 ms, changes quantities, clears with a confirmation", async ({ page }) => {
    await page.goto('/shop/kenya-aa');
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await page.goto('/shop/chemex-6-cup');
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Sepetiniz yükleniyor…' })).toBeVisible();
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(page.getByText('2 ürün')).toBeVisible();

    await page.getByRole('button', { name: 'Artır: Kenya AA miktarı' }).click();
    await expect(page.getByTestId('toast').getByText('Miktar güncellendi')).toBeVisible();
    await expect(lines.first().getByTestId('cart-line-total')).toHaveText('₺620');
    // 2 × 310 + 2450 = 3070 TL; VAT 30.70; free shipping.
    await expect(page.getByTestId('cart-total')).toHaveText('₺3.101');
    await expect(page.getByTestId('free-shipping-message')).toHaveText('Tebrikler! Kargonuz ücretsiz.');

    // Remove and undo on the page: the line comes back with quantity 1. Focus goes to the line left, not the page's start.
    await page.getByRole('button', { name: 'Kenya AA ürününü sepetten kaldır' }).click();
    await expect(page.getByRole('button', { name: /Chemex.* ürününü sepetten kaldır/ })).toBeFocused();
    await page.getByRole('button', { name: 'Geri Al' }).click();
    await expect(page.getByTestId('toast').getByText('Ürün sepete geri eklendi')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Kenya AA miktarı' }).locator('output')).toHaveText('1');

    await page.getByRole('button', { name: 'Sepeti Temizle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sepeti temizle' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(lines).toHaveCount(2);
    await page.getByRole('button', { name: 'Sepeti Temizle' }).click();
    await dialog.getByRole('button', { name: 'Evet, Temizle' }).click();
    await expect(page.getByTestId('toast').getByText('Sepetiniz temizlendi')).toBeVisible();
    // The button that opened the dialog went with the lines: the page's heading has focus.
    await expect(page.getByRole('heading', { level: 1, name: 'Sepetim' })).toBeFocused();
    const empty = page.getByTestId('cart-empty');
    await expect(empty.getByRole('heading', { name: 'Sepetiniz boş' })).toBeVisible();
    await expect(empty.getByRole('link', { name: 'Alışverişe Başla' })).toHaveAttribute('href', '/shop');
  });

  test('back returns to the previous page at its scroll position, and checkout moves on to shipping', async ({ page }) => {
    // Wide enough for the whole header, so the cart button is on screen.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/shop/brazil-santos');
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await openShop(page);
    await expect(grid(page).getByRole('article')).toHaveCount(20);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
    const before = await page.evaluate(() => window.scrollY);

    // By keyboard: a pointer click in the test would first scroll the sticky header's button 'into view'.
    await page.getByTestId('cart-button').focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /Sepetim/ });
    await drawer.getByRole('link', { name: 'Sepete Git' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByRole('button', { name: 'Geri' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    // Back at the same spot, give or take the sticky header's change of height between its two states.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 40);

    await page.goto('/cart');
    await page.getByRole('button', { name: 'Ödemeye Geç' }).click();
    await expect(page).toHaveURL(/\/checkout\?step=shipping$/);
    await expect(page.getByTestId('checkout-shipping').getByRole('heading', { name: 'Teslimat Bilgileri' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ödeme adımları' }).locator('[aria-current="step"]')).toContainText('Teslimat');
  });
});
