import { test, expect } from './fixtures';
import { mailTo } from './mail-catcher';

const MENU_URL = 'https://siparis.harmankahve.com.tr/';

test.describe('static and legal pages', () => {
  test('about and sustainability tell the story and link on', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Hikayemiz' })).toBeVisible();
    for (const heading of ['Değerlerimiz', 'Misyonumuz', 'Vizyonumuz', 'Ekibimiz']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Franchise Fırsatları' }).click();
    await expect(page).toHaveURL('/franchise');
    await page.goto('/sustainability');
    await expect(page.getByRole('heading', { level: 1, name: 'Sürdürülebilirlik' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Doğrudan ticaret' })).toBeVisible();
  });

  test('the policies use the shared constants: 14-day returns, free shipping from 500 TL', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Kullanım Koşulları' })).toBeVisible();
    await expect(page.getByText('Ürünleri teslimattan itibaren 14 gün içinde iade edebilirsiniz.', { exact: false })).toBeVisible();
    await expect(page.getByText(/₺500 ve üzeri siparişlerde kargo ücretsizdir/)).toBeVisible();
    await expect(page.getByText('Son güncelleme: 15 Temmuz 2025')).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Gizlilik Politikası' })).toBeVisible();
    await expect(page.getByText('30 gün içinde yanıtlarız', { exact: false })).toBeVisible();
    await page.goto('/cookie-policy');
    const table = page.getByRole('table', { name: 'Çerez türleri ve saklama süreleri' });
    await expect(table.getByRole('row', { name: /Analitik/ })).toContainText('2 yıl');
    await expect(table.getByRole('row', { name: /Pazarlama/ })).toContainText('1 yıl');
  });

  test('the English pages are complete', async ({ page }) => {
    // English lives under /en/.
    await page.goto('/en/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await page.goto('/en/terms');
    await expect(page.getByText('You may return products within 14 days of delivery', { exact: false })).toBeVisible();
  });

  test('/menu shows the redirect message, then opens the configured ordering page', async ({ page, request }) => {
    // The external ordering site, answered here: the browser tests have no network.
    await page.route((url) => url.hostname === new URL(MENU_URL).hostname, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Harman Sipariş</title><h1>Sipariş menüsü</h1>' }),
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/site/menu', async (route) => {
      await held;
      await route.continue();
    });
    // Reached inside the shop (a client-side route change), the page says where it goes, then goes.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Menü', exact: true }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Sipariş menümüze yönlendiriliyorsunuz…' })).toBeVisible();
    release();
    await page.waitForURL(MENU_URL);
    await expect(page.getByRole('heading', { name: 'Sipariş menüsü' })).toBeVisible();

    // Asked for directly, the server redirects at once (no page, no script).
    const direct = await request.get('/menu', { maxRedirects: 0 });
    expect(direct.status()).toBe(302);
    expect(direct.headers()['location']).toBe(MENU_URL);
  });
});

test.describe('header and footer parts', () => {
  test('the connection indicator is online, retries 1, 2 and 4 s before going offline, and recovers', async ({ page }) => {
    await page.clock.install();
    // The page load's check completes: it is never started and then cancelled (issue 13).
    const isHealth = (request: { url(): string }) => new URL(request.url()).pathname === '/api/health';
    const firstCheck = Promise.race([
      page.waitForEvent('requestfinished', { predicate: isHealth }).then(() => 'finished'),
      page.waitForEvent('requestfailed', { predicate: isHealth }).then((request) => `failed: ${request.failure()?.errorText}`),
    ]);
    await page.goto('/');
    const indicator = page.getByTestId('connection-status');
    await expect(indicator).toHaveAttribute('data-state', 'online');
    expect(await firstCheck).toBe('finished');
    await expect(indicator).toHaveAttribute('title', 'Bağlantı: çevrimiçi');

    let probes = 0;
    await page.route('**/api/health', (route) => {
      probes += 1;
      return route.abort('connectionrefused');
    });
    await page.clock.runFor(60_000);
    await expect.poll(() => probes).toBe(1);
    await page.clock.runFor(1_000 + 2_000);
    await expect.poll(() => probes).toBe(3);
    await expect(indicator).toHaveAttribute('data-state', 'online');
    await page.clock.runFor(4_000);
    await expect.poll(() => probes).toBe(4);
    await expect(indicator).toHaveAttribute('data-state', 'offline');
    await expect(indicator).toHaveAttribute('title', 'Bağlantı Hatası: sunucuya bağlanılamıyor');

    await page.unroute('**/api/health');
    await page.clock.runFor(60_000);
    await expect(indicator).toHaveAttribute('data-state', 'online');
  });

  test('the footer newsletter sign-up sends a confirmation mail', async ({ page }) => {
    const email = `bulten-alt-${Date.now()}@example.com`;
    await page.goto('/about');
    const footer = page.getByRole('contentinfo').getByRole('region', { name: 'Bülten' });
    await footer.getByLabel('E-posta adresiniz').fill('gecersiz@');
    await footer.getByRole('button', { name: 'Abone Ol' }).click();
    await expect(footer.getByText('Geçerli bir e-posta adresi giriniz')).toBeVisible();
    await footer.getByLabel('E-posta adresiniz').fill(email);
    await expect(footer.getByText('Geçerli bir e-posta adresi giriniz')).toBeHidden();
    await footer.getByRole('button', { name: 'Abone Ol' }).click();
    await expect(footer.getByRole('status')).toHaveText('Teşekkürler! Aboneliğinizi onaylamak için e-posta kutunuzu kontrol edin.');
    const mail = await mailTo(email, 'Bülten aboneliğinizi onaylayın');
    expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?token=/);
  });
});
