import { readFile } from 'node:fs/promises';
import { test, expect, cartBadge } from './fixtures';
import { progressCurrent, saveAddressByApi, saveCardByApi, signInByApi } from './checkout-helpers';

test.describe("a customer's orders", () => {
  test('a signed-in customer buys with a saved address and card, finds the order, opens it and downloads the invoice', async ({ page }) => {
    test.setTimeout(150_000);
    // Preconditions through the api: this test is about checkout and the orders pages, not those forms.
    await signInByApi(page.request);
    const title = `Ofis ${Date.now()}`;
    await saveAddressByApi(page.request, title);
    await saveCardByApi(page.request, 'Ayşe Yılmaz');

    await page.goto('/shop/brazil-santos');
    await page.getByRole('button', { name: 'Sepete Ekle' }).click();
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Teslimat Bilgilerine Geç' }).click();
    await expect(progressCurrent(page)).toContainText('Teslimat adresi');
    // The default address is preselected; no e-mail is asked of a signed-in customer.
    await expect(page.getByRole('radio', { name: new RegExp(title) })).toBeChecked();
    await expect(page.getByTestId('checkout-shipping').getByLabel('E-posta Adresi')).toHaveCount(0);
    await page.getByRole('button', { name: 'Teslimat Seçeneklerine Geç' }).click();

    await page.getByRole('radio', { name: /Hızlı Kargo/ }).check();
    await page.getByRole('button', { name: 'Ödeme Adımına Geç' }).click();
    await expect(page.getByRole('radio', { name: 'Kayıtlı Kartım' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /VISA •••• 4242/ }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Siparişi Gözden Geçir' }).click();

    await expect(page.getByTestId('review-address')).toContainText('Çankaya / Ankara 06680');
    await expect(page.getByTestId('review-delivery')).toHaveText('Hızlı Kargo');
    await expect(page.getByTestId('review-payment')).toHaveText('Kayıtlı Kartım');
    await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\/HRM-/, { timeout: 30_000 });
    const number = (await page.getByTestId('order-number').textContent())!;

    await page.getByRole('link', { name: 'Siparişlerim' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await page.getByRole('searchbox', { name: 'Sipariş ara' }).fill(number);
    await page.getByRole('button', { name: 'Sipariş ara' }).click();
    const card = page.getByRole('article', { name: `Sipariş No ${number}` });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await card.getByRole('button', { name: 'Ayrıntıları göster' }).click();
    await expect(card).toContainText('Hızlı Kargo');
    await expect(card).toContainText('•••• 4242');
    await expect(card).toContainText('Brezilya Santos');

    await card.getByRole('link', { name: `Detayları Görüntüle: ${number}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Sipariş ${number}` })).toBeVisible();
    // The order's own page title; the bell puts '(n) ' before it while the order's notifications are unread.
    await expect(page).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?Sipariş ${number} \\| Harman$`));
    await expect(page.getByTestId('order-timeline')).toContainText('Ödeme: Ödendi');

    // The worker makes the invoice after the payment; the page offers it once it exists.
    const invoice = page.getByRole('link', { name: 'Fatura İndir' });
    await expect
      .poll(async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: `Sipariş ${number}` })).toBeVisible();
        return invoice.count();
      }, { timeout: 30_000 })
      .toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), invoice.click()]);
    // Named by the invoice number (its own yearly sequence), as the api sends it.
    expect(download.suggestedFilename()).toMatch(/^HRM-F-\d{4}-\d+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test("filters that match nothing say 'Hiç sipariş bulunamadı' with the way to the shop", async ({ page }) => {
    await signInByApi(page.request);
    await page.goto('/dashboard/orders?q=YOK-BOYLE-BIR-SIPARIS&period=30d');
    await expect(page.getByText('Hiç sipariş bulunamadı')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Alışverişe Başla' })).toHaveAttribute('href', '/shop');
  });
});

test.describe('the overview’s recommendations', () => {
  test.use({ signedInAs: 'customer' });
  test('two products with why each is offered, and a working add-to-cart', async ({ page }) => {
    await page.goto('/dashboard');
    const picks = page.getByRole('region', { name: 'Sizin İçin Önerilenler' });
    await expect(picks.getByRole('listitem')).toHaveCount(2, { timeout: 30_000 });
    for (const pick of await picks.getByRole('listitem').all()) {
      await expect(pick.getByText(/^(Öne çıkan kahvelerimizden|Mağazamıza yeni geldi)$/)).toBeVisible();
      await expect(pick).toContainText('₺');
    }
    const first = picks.getByRole('listitem').first();
    const name = (await first.locator('.account-picks__name').textContent())!;
    await first.getByRole('button', { name: `Sepete Ekle: ${name}` }).click();
    await expect(first.getByRole('status')).toHaveText('Ürün sepete eklendi');
    await expect(cartBadge(page)).toHaveText('1');
  });
});
