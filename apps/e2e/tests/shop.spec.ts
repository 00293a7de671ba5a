import { test, expect, cartBadge } from './fixtures';
import { recordInitiators } from './early-reads';
import { cardNames, grid, openShop, visitProducts } from './shop-helpers';

test.describe('shop', () => {
  test('searches Turkish text whatever the case and the dotted İ, with the search in the URL', async ({ page }) => {
    // The catalogue's size from the api: another test of this stack (the admin's) may have added a product.
    const { total } = (await (await page.request.get('/api/products?pageSize=1')).json()) as { total: number };
    await openShop(page);
    await expect(grid(page).getByRole('article')).toHaveCount(20);
    await expect(page.getByText(`${total} ürün`)).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Ürünlerde ara' });
    await search.fill('ETİYOPYA');
    await expect(page).toHaveURL(/[?&]q=ET%C4%B0YOPYA/);
    await expect.poll(() => cardNames(page)).toEqual(['Etiyopya Yirgacheffe']);

    await search.fill('etiyopya');
    await expect(page).toHaveURL(/[?&]q=etiyopya/);
    await expect.poll(() => cardNames(page)).toEqual(['Etiyopya Yirgacheffe']);

    // Reload: the search box and the results come back from the URL.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Ürünlerde ara' })).toHaveValue('etiyopya');
    await expect.poll(() => cardNames(page)).toEqual(['Etiyopya Yirgacheffe']);
  });

  test('filters by category with counts, sorts, and keeps both through back, forward and a shared link', async ({ page }) => {
    await openShop(page);
    // Tabs are links to the category's URL (a crawler follows them); the current one is marked.
    const grinders = page.getByRole('link', { name: 'Öğütücüler (4)' });
    await expect(grinders).toHaveAttribute('href', '/shop?category=grinders');
    await grinders.click();
    await expect(grinders).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/category=grinders/);
    await expect(grid(page).getByRole('article')).toHaveCount(4);

    await page.getByRole('combobox', { name: 'Sırala' }).selectOption('price-high');
    await expect(page).toHaveURL(/sort=price-high/);
    const prices = async () =>
      (await grid(page).locator('.hm-product-card__price > span').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    await expect.poll(prices).toEqual([...(await prices())].sort((a, b) => b - a));
    const sortedHigh = await cardNames(page);
    expect(sortedHigh).toHaveLength(4);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByRole('combobox', { name: 'Sırala' })).toHaveValue('featured');
    await page.goBack();
    await expect(page.getByRole('link', { name: /^Tümü/ })).toHaveAttribute('aria-current', 'page');
    await expect(grid(page).getByRole('article')).toHaveCount(20);
    await page.goForward();
    await page.goForward();
    await expect.poll(() => cardNames(page)).toEqual(sortedHigh);

    // The same filters from a link in a fresh page.
    const link = page.url();
    const other = await page.context().newPage();
    await other.goto(link);
    await expect.poll(() => cardNames(other)).toEqual(sortedHigh);
    await expect(other.getByRole('link', { name: 'Öğütücüler (4)' })).toHaveAttribute('aria-current', 'page');
    await other.close();
  });

  test('narrows the category counts with the price range', async ({ page }) => {
    await openShop(page, '?min=200&max=300');
    await expect(page.getByText('₺200 – ₺300')).toBeVisible();
    const names = await (async () => {
      await expect(grid(page)).toBeVisible();
      return cardNames(page);
    })();
    expect(names).toContain('Etiyopya Yirgacheffe');
    expect(names).not.toContain('Chemex 6 Fincan');
    await expect(page.getByRole('link', { name: 'Öğütücüler (0)' })).toBeVisible();
    // The tab's link keeps the price range.
    await expect(page.getByRole('link', { name: 'Öğütücüler (0)' })).toHaveAttribute('href', '/shop?category=grinders&min=200&max=300');
  });

  test("shows 'Ürün bulunamadı' for no match, and the reset brings everything back", async ({ page }) => {
    await openShop(page, '?q=zzzz-no-such-coffee&category=grinders');
    const empty = page.getByTestId('shop-empty');
    await expect(empty.getByRole('heading', { name: 'Ürün bulunamadı' })).toBeVisible();
    await empty.getByRole('button', { name: 'Filtreleri Sıfırla' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(grid(page).getByRole('article')).toHaveCount(20);
    await expect(page.getByRole('searchbox', { name: 'Ürünlerde ara' })).toHaveValue('');
  });

  test("shows 'Ürünler yüklenemedi' with the reason when the api fails, and retries", async ({ page }) => {
    let fail = true;
    await page.route('**/api/products?*', (route) =>
      fail
        ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }) })
        : route.fallback(),
    );
    const error = page.getByTestId('shop-error');
    // In English, the spec's own words (§8); in Turkish, their translation.
    await page.goto('/en/shop');
    await expect(error).toContainText('Failed to fetch products. Please try again later.');
    await page.goto('/shop');
    await expect(error.getByRole('heading', { name: 'Ürünler yüklenemedi' })).toBeVisible();
    await expect(error).toContainText('Ürünler alınamadı. Lütfen daha sonra tekrar deneyin.');
    fail = false;
    await error.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(grid(page).getByRole('article')).toHaveCount(20);
  });

  test("a direct visit asks for its products and a product once, the request the page's loader started", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/products')) asked.push(`${pathname}${search}`);
    });
    const initiators = await recordInitiators(page);
    await openShop(page, '?category=grinders&sort=price-low');
    await expect.poll(() => cardNames(page)).toHaveLength(4);
    expect(asked).toEqual([expect.stringMatching(/^\/api\/products\?(?=.*category=grinders)(?=.*sort=price-low)/)]);

    // Without filters in the address, the shell's early script (inline in the page) asks for the first page with
    // the page's files; with filters, the page's own loader asked (above).
    expect(initiators.scriptOf(asked[0])).toMatch(/\/static\/js\//);
    for (const path of ['/shop', '/en/shop']) {
      asked.length = 0;
      await page.goto(path);
      await expect(grid(page).getByRole('article')).toHaveCount(20);
      expect(asked).toEqual([expect.stringMatching(/^\/api\/products\?sort=featured&page=1&pageSize=20/)]);
      expect(initiators.scriptOf(asked[0])).toBe(page.url());
    }

    asked.length = 0;
    await page.goto('/shop/ethiopia-yirgacheffe');
    await expect(page.getByRole('heading', { level: 1, name: 'Etiyopya Yirgacheffe' })).toBeVisible();
    expect(asked.filter((path) => path === '/api/products/ethiopia-yirgacheffe')).toHaveLength(1);
    expect(initiators.scriptOf('/api/products/ethiopia-yirgacheffe')).toBe(page.url());
  });

  test('reveals add-to-cart on keyboard focus and adds with Enter', async ({ page }) => {
    await openShop(page, '?q=yirgacheffe');
    const add = grid(page).getByRole('button', { name: 'Etiyopya Yirgacheffe sepete ekle' });
    await expect(add).toHaveCSS('opacity', '0');
    await grid(page).getByRole('link', { name: /Etiyopya Yirgacheffe/ }).focus();
    await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    await expect(add).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(cartBadge(page)).toHaveText('1');
    await expect(add).toHaveText('Eklendi ✓');
  });

  test('shows sold-out products with a badge and no add, and the compare price struck through', async ({ page }) => {
    await openShop(page, '?q=geisha');
    const card = grid(page).getByRole('article').filter({ hasText: 'Panama Geisha' });
    await expect(card.getByText('Tükendi')).toBeVisible();
    await expect(card.getByRole('button', { name: /sepete ekle/ })).toBeDisabled();

    await openShop(page, '?q=sumatra');
    const sale = grid(page).getByRole('article').filter({ hasText: 'Sumatra' });
    await expect(sale.locator('del')).toHaveText(/^₺\d{3},\d{2}$/);
    await expect(sale.getByText('İndirim')).toBeVisible();

    // A badge sits above the picture, not over the name printed at the top of the pack (issue 13).
    await openShop(page, '?q=yirgacheffe');
    const bestseller = grid(page).getByRole('article').filter({ hasText: 'Etiyopya Yirgacheffe' });
    await expect(bestseller.getByText('Çok Satan')).toBeVisible();
    const overlap = await bestseller.evaluate((article) => {
      const badges = article.querySelector('.hm-product-card__badges')!.getBoundingClientRect();
      const image = article.querySelector('.hm-product-card__media img')!;
      const box = image.getBoundingClientRect();
      const style = getComputedStyle(image);
      // The picture's own area: the image box less its padding (object-fit: contain keeps it inside).
      return badges.bottom - (box.top + parseFloat(style.paddingTop));
    });
    expect(overlap).toBeLessThanOrEqual(0);
  });

  test('falls back to the placeholder image when a product image fails', async ({ page }) => {
    await page.route('**/api/media/products/house-blend.svg', (route) => route.fulfill({ status: 404, body: '' }));
    await openShop(page, '?q=ev%20harman');
    const image = grid(page).getByRole('article').filter({ hasText: 'Ev Harmanı' }).locator('img');
    await expect(image).toHaveAttribute('data-fallback', 'true');
    await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml/);
  });

  test('remembers recently viewed products in a carousel with a dot per five', async ({ page }) => {
    await visitProducts(page, ['ethiopia-yirgacheffe', 'house-blend', 'kenya-aa', 'chemex-6-cup', 'manual-grinder', 'brazil-santos']);
    await openShop(page);
    const carousel = page.getByRole('region', { name: 'Son Görüntülenenler' });
    await expect(carousel.getByRole('listitem')).toHaveCount(6);
    await expect(carousel.getByRole('listitem').first()).toContainText('Brezilya Santos');
    const dots = carousel.getByRole('button', { name: /sayfaya git/ });
    await expect(dots).toHaveCount(2);
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');

    const track = page.getByTestId('recently-viewed');
    await page.setViewportSize({ width: 700, height: 900 });
    await carousel.getByRole('button', { name: 'Sonraki ürünler' }).click();
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThanOrEqual(250);
  });
});
