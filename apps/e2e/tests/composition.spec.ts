import { test, expect, HERO_TR, HERO_EN, navigateInApp, openHome } from './fixtures';
import { STOREFRONT_ORIGIN } from '../stack';

test.describe('composition of the shell and the remotes', () => {
  test('deep links into each remote load directly', async ({ page, pageErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TR })).toBeVisible();
    await expect(page.locator('[data-remote="storefront"]')).toBeVisible();

    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeVisible();
    await expect(page.locator('[data-remote="account"]')).toBeVisible();

    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Personel girişi' })).toBeVisible();
    await expect(page.getByTestId('service-level')).toHaveText('Tüm sistemler çalışıyor');
    expect(pageErrors).toEqual([]);
  });

  test('unknown paths show the 404 page with a link home', async ({ page }) => {
    await page.goto('/bu-sayfa-yok');
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
    await page.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: HERO_TR })).toBeVisible();
  });

  test('React is downloaded and instantiated exactly once across the shell and every remote', async ({ page }) => {
    // React DOM registers each copy of itself with the devtools hook: count the registrations.
    await page.addInitScript(() => {
      const renderers = new Map<number, unknown>();
      let nextId = 1;
      (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          renderers.set(nextId, renderer);
          return nextId++;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      };
    });
    const reactDownloads: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes('__REACT_DEVTOOLS_GLOBAL_HOOK__') && body.includes('createRoot')) reactDownloads.push(response.url());
    });
    await openHome(page);
    // Client-side navigation into the other two remotes: the same document, so the same React.
    await navigateInApp(page, '/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeVisible();
    await navigateInApp(page, '/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Personel girişi' })).toBeVisible();
    const renderers = await page.evaluate(
      () => ((window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size),
    );
    expect(renderers).toBe(1);
    expect(reactDownloads).toHaveLength(1);
  });

  test("the page comes with the registry and manifests, and starts the route's remote and page code at once", async ({ page, pageErrors }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Mağaza' })).toBeVisible();

    // The shell's server put the registry and the active manifests in the page: no round trips for them.
    const registry = await page.evaluate(() => (window as unknown as { __HARMAN_BOOT__?: { registry: { remotes: { name: string }[] } } }).__HARMAN_BOOT__?.registry);
    expect(registry?.remotes.map((remote) => remote.name).sort()).toEqual(['account', 'admin', 'storefront']);
    expect(requests.filter((url) => url.endsWith('/mf-manifest.json') || url.endsWith('/api/platform/remotes'))).toEqual([]);
    // The inline script hinted the storefront's entry, its App files and the /shop page's own code.
    const preloaded = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded.some((href) => href.startsWith(STOREFRONT_ORIGIN) && href.includes('/static/js/storefront.'))).toBe(true);
    expect(preloaded.some((href) => href.includes('__federation_expose_App'))).toBe(true);
    expect(preloaded.some((href) => href.startsWith(STOREFRONT_ORIGIN) && href.includes('/static/js/async/page-shop.'))).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('without the embedded registry the page reads it and the manifest itself, each once', async ({ page, pageErrors }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    // As if a plain static host served the shell: the page's embedded registry never arrives.
    await page.addInitScript(() => {
      Object.defineProperty(window, '__HARMAN_BOOT__', { configurable: false, get: () => undefined, set: () => undefined });
    });
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Mağaza' })).toBeVisible();
    expect(requests.filter((url) => url.endsWith('/api/platform/remotes'))).toHaveLength(1);
    // The federation runtime was handed the manifest the inline script fetched instead of fetching it again.
    expect(requests.filter((url) => url.endsWith('/mf-manifest.json'))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });

  test('a remote that cannot load shows the fallback in its slot and heals on retry without a reload', async ({ page, pageErrors }) => {
    await page.route(`${STOREFRONT_ORIGIN}/**`, (route) => route.abort());
    const started = Date.now();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Bir şeyler ters gitti' })).toBeVisible({ timeout: 3_000 });
    expect(Date.now() - started).toBeLessThan(3_000 + 2_000); // navigation itself plus the 3 s budget
    // The rest of the page keeps working.
    await expect(page.getByRole('navigation', { name: 'Ana menü' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    await page.unroute(`${STOREFRONT_ORIGIN}/**`);
    await page.getByRole('button', { name: 'Tekrar Dene' }).click();
    await expect(page.getByRole('heading', { level: 1, name: HERO_TR })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('switching the language reaches the header and every mounted remote, and is kept', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'EN' }).click();
    // The URL decides the language: English lives under /en/, and every link keeps the prefix.
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO_EN })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/en/shop');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await navigateInApp(page, '/en/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();

    await page.getByRole('button', { name: 'TR' }).click();
    await expect(page).toHaveURL(/\/unauthorized$/);
    expect(new URL(page.url()).pathname).toBe('/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeVisible();
  });
});
