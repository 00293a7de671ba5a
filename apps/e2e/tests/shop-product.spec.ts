import { test, expect, cartBadge } from './fixtures';
import { SHELL_URL } from '../stack';
import { expectNoAxeViolationsAtBothWidths } from './axe';
import { grid, openShop, sql, storedCart } from './shop-helpers';

test.describe('product page', () => {
  test('opens from the grid with breadcrumb, badges, variants, stock and specifications', async ({ page }) => {
    await openShop(page, '?q=yirgacheffe');
    await grid(page).getByRole('link', { name: /Etiyopya Yirgacheffe/ }).click();
    await expect(page).toHaveURL(/\/shop\/ethiopia-yirgacheffe$/);
    const product = page.getByTestId('product-page');
    await expect(product.getByRole('heading', { level: 1, name: 'Etiyopya Yirgacheffe' })).toBeVisible();

    const breadcrumb = page.getByRole('navigation', { name: 'Konumunuz' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Ana Sayfa', 'Mağaza', 'Tek Köken']);
    await expect(product.getByText('Öne Çıkan', { exact: true })).toBeVisible();

    await expect(page.getByTestId('product-price')).toHaveText('₺285,00');
    await page.getByRole('button', { name: /^1kg/ }).click();
    await expect(page.getByRole('button', { name: /^1kg/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('product-price')).toHaveText('₺990,00');
    await expect(page.getByTestId('product-stock')).toHaveText(/^(Stokta \d+ adet|Son \d+ adet)$/);

    await page.getByRole('tab', { name: 'Özellikler' }).click();
    const specs = page.getByRole('tabpanel');
    await expect(specs).toContainText('HK-ETH-YIR');
    await expect(specs).toContainText('TRY');
    // The chosen option's weight (1kg chosen above), not the product's 250 g.
    await expect(specs).toContainText('1000 g');
    // Arrow keys move between tabs.
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Açıklama' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('#etiyopya');
  });

  test('adds the chosen variant and quantity, and buy now goes to checkout', async ({ page }) => {
    await page.goto('/shop/ethiopia-yirgacheffe');
    const stepper = page.getByRole('group', { name: 'Miktar' });
    await expect(stepper.getByRole('button', { name: /Azalt/ })).toBeDisabled(); // never below 1
    await stepper.getByRole('button', { name: /Artır/ }).click();
    await expect(stepper.locator('output')).toHaveText('2');
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(cartBadge(page)).toHaveText('2');
    // The toast box itself: the page's live region says the same words 150 ms later.
    await expect(page.getByTestId('toast').getByText('Ürün sepete eklendi')).toBeVisible();

    await page.getByRole('button', { name: /^1kg/ }).click();
    await page.getByRole('button', { name: 'Hemen Satın Al' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    expect((await storedCart(page)).map((line) => [line.variant, line.quantity, line.price])).toEqual([
      ['250g', 2, 28_500],
      ['1kg', 1, 99_000],
    ]);
  });

  test("shows 'Tükendi' and disables buying when the stock is zero", async ({ page }) => {
    await page.goto('/shop/panama-geisha');
    await expect(page.getByTestId('product-stock')).toHaveText('Tükendi');
    await expect(page.getByRole('button', { name: 'Sepete Ekle' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Hemen Satın Al' })).toBeDisabled();

    // 'Stoğa gelince haber ver' from the keyboard: a visitor is asked to sign in, and comes back here after it.
    const notify = page.getByTestId('back-in-stock');
    await notify.getByRole('button', { name: 'Stoğa gelince haber ver' }).focus();
    await page.keyboard.press('Enter');
    await expect(notify.getByRole('status')).toHaveText('Stoğa gelince haber almak için giriş yapın. Giriş Yap');
    await expect(notify.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', /\/auth\/login\?redirect=%2Fshop%2Fpanama-geisha$/);
    await expectNoAxeViolationsAtBothWidths(page, { label: "sold-out product, 'Stoğa gelince haber ver' asked by a visitor" });
  });

  test("shows 'Ürün Bulunamadı' with the way back for an unknown product", async ({ page }) => {
    await page.goto('/shop/no-such-coffee');
    const missing = page.getByTestId('product-not-found');
    await expect(missing.getByRole('heading', { name: 'Ürün Bulunamadı' })).toBeVisible();
    await missing.getByRole('link', { name: 'Mağazaya Dön' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('a line already at 99 says nothing more can be added, instead of "added"', async ({ page }) => {
    await page.goto('/shop/house-blend');
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page.getByTestId('toast')).toContainText('Ürün sepete eklendi');
    // The line at the cart's most (99), as another tab or earlier visits could have left it.
    await page.evaluate(() => {
      const record = JSON.parse(window.localStorage.getItem('harman.cart')!);
      record.items[0].quantity = 99;
      window.localStorage.setItem('harman.cart', JSON.stringify(record));
    });
    await page.reload();
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await expect(page.getByTestId('toast')).toContainText('Sepetinizde bu üründen zaten 99 adet var; daha fazla eklenemez.');
    expect((await storedCart(page))[0].quantity).toBe(99);
  });

  test("shows 'Ürün yüklenemedi' on a failure and loads on retry", async ({ page }) => {
    let fail = true;
    await page.route('**/api/products/kenya-aa', (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, code: 'INTERNAL', message: 'x' }) }) : route.fallback(),
    );
    await page.goto('/shop/kenya-aa');
    const error = page.getByTestId('product-error');
    await expect(error.getByRole('heading', { name: 'Ürün yüklenemedi' })).toBeVisible();
    await expect(error).toContainText('Ürün bilgileri alınamadı. Lütfen daha sonra tekrar deneyin.');
    await expect(error.getByRole('link', { name: 'Mağazaya Dön' })).toBeVisible();
    fail = false;
    await error.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kenya AA' })).toBeVisible();
  });

  test('asks a visitor who is not signed in to sign in before writing a review', async ({ page }) => {
    await page.goto('/shop/kenya-aa');
    await page.getByRole('tab', { name: 'Değerlendirmeler (0)' }).click();
    await expect(page.getByText('Bu ürün için henüz değerlendirme yapılmadı.')).toBeVisible();
    await page.getByRole('button', { name: 'Değerlendirme Yaz' }).click();
    await expect(page.getByText('Değerlendirme yazmak için lütfen giriş yapın.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Giriş Yap' }).last()).toHaveAttribute('href', '/auth/login?redirect=%2Fshop%2Fkenya-aa');
  });

  test('a signed-in customer writes a review; the rating follows it; what was typed survives a refusal', async ({ page }) => {
    // Signed in through the api, as the sign-in page does; the page then learns the session from the api.
    const login = await page.request.post('/api/auth/login', {
      headers: { Origin: SHELL_URL },
      data: { email: 'musteri@harman.local', password: 'Kavrulmus-Cekirdek-42' },
    });
    expect(login.status()).toBe(200);
    await page.goto('/shop/rwanda-bourbon');
    await page.getByRole('tab', { name: 'Değerlendirmeler (0)' }).click();
    await page.getByRole('button', { name: 'Değerlendirme Yaz' }).click();
    const form = page.getByRole('form', { name: 'Değerlendirmeniz' });
    await expect(form.getByRole('textbox', { name: 'Görünecek adınız' })).toHaveValue('Ayşe Yılmaz');

    await form.getByRole('textbox', { name: 'Yorumunuz' }).fill('Kısa');
    await form.getByRole('button', { name: 'Gönder' }).click();
    await expect(form.getByText('Lütfen 1 ile 5 arasında bir puan seçin')).toBeVisible();
    await expect(form.getByText('Yorum en az 10 karakter olmalıdır')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Yorumunuz' })).toHaveValue('Kısa');

    await form.getByRole('radio', { name: '4 yıldız' }).check();
    await form.getByRole('textbox', { name: 'Yorumunuz' }).fill('Kırmızı erik ve ıhlamur; <b>çok</b> dengeli bir fincan.');
    await form.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByTestId('toast').getByText('Değerlendirmeniz yayınlandı. Teşekkürler!')).toBeVisible();
    await expect(page.getByText('Kırmızı erik ve ıhlamur; <b>çok</b> dengeli bir fincan.')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Değerlendirmeler (1)' })).toBeVisible();
    await expect(page.locator('.product-page__rating')).toContainText(/5 üzerinden 4 puan\s*· 1 değerlendirme/);
  });

  test('shows stored reviews as text, never as markup, with the computed rating', async ({ page }) => {
    // Stored as the api stores them (escaped), by the two seeded demo accounts.
    const [product] = await sql<{ id: string }>(`SELECT id FROM products WHERE slug = 'guatemala-antigua'`);
    const [customer, admin] = await sql<{ id: string }>(
      `SELECT id FROM users WHERE email IN ('musteri@harman.local', 'admin@harman.local') ORDER BY email DESC`,
    );
    await sql(
      `INSERT INTO reviews (product_id, user_id, rating, title, body, author_name) VALUES
       ($1, $2, 5, NULL, '&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt; harika', 'Ayşe &amp; Can'),
       ($1, $3, 4, 'Dengeli', 'Kakao ve tarçın notaları çok belirgin.', 'Mehmet')
       ON CONFLICT DO NOTHING`,
      [product.id, customer.id, admin.id],
    );
    await page.goto('/shop/guatemala-antigua');
    await expect(page.getByText('5 üzerinden 4,5 puan')).toBeVisible();
    await page.getByRole('tab', { name: 'Değerlendirmeler (2)' }).click();
    await expect(page.getByText('<img src=x onerror="window.__xss=1"> harika')).toBeVisible();
    await expect(page.getByText('Ayşe & Can', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('.reviews__list img')).toHaveCount(0);
  });

  test("a direct visit reads the product once, in either language, and a missing product's page says so", async ({ page }) => {
    // The shell's early script asks for the product with the page's code; the page takes that answer, not a second.
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/products/')) reads.push(new URL(request.url()).pathname);
    });
    await page.goto('/en/shop/ethiopia-yirgacheffe');
    await expect(page.getByTestId('product-page').getByRole('heading', { level: 1, name: 'Ethiopia Yirgacheffe' })).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText('₺285.00');
    expect(reads).toEqual(['/api/products/ethiopia-yirgacheffe']);

    await page.goto('/shop/no-such-coffee');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Bulunamadı' })).toBeVisible();
    await expect(page.getByText('Aradığınız ürün kaldırılmış ya da hiç var olmamış olabilir.')).toBeVisible();
    await expect(page).toHaveTitle(/Ürün Bulunamadı/);
  });

  test('the printable catalogue lists every category with its products', async ({ page }) => {
    await page.goto('/catalog');
    await expect(page.getByRole('heading', { level: 1, name: 'Ürün Kataloğu' })).toBeVisible();
    for (const name of ['Kahve Çekirdekleri', 'Filtre Demleme', 'Espresso Ekipmanları', 'Öğütücüler', 'Aksesuarlar']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3, name: 'Tek Köken' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Etiyopya Yirgacheffe/ })).toContainText('250g: ₺285,00');
    await expect(page.getByRole('row', { name: /Panama Geisha/ })).toContainText('Tükendi');
    await expect(page.getByRole('button', { name: 'Yazdır' })).toBeEnabled();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('header.header')).toBeHidden();
  });
});
