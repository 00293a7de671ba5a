import { test, expect, openHome } from './fixtures';

test.describe('header and footer', () => {
  test('the Daha Fazla dropdown lists the special services and works from the keyboard', async ({ page }) => {
    await openHome(page);
    const more = page.getByRole('button', { name: 'Daha Fazla' });
    await more.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('navigation', { name: 'Ana menü' });
    await expect(panel.getByText('Özel Hizmetler', { exact: true })).toBeVisible();
    for (const label of ['Sürdürülebilirlik', 'Kahve Okulu', 'Toptan Kahve', 'İnsan Kaynakları']) {
      await expect(panel.getByRole('link', { name: label })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(panel.getByText('Özel Hizmetler', { exact: true })).toBeHidden();
    await expect(more).toBeFocused();
    // Tabbing past its last link closes it too: an open panel would cover what focus moved to.
    await page.keyboard.press('Enter');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect(panel.getByText('Özel Hizmetler', { exact: true })).toBeHidden();
  });

  test('the search box goes to /shop?q=', async ({ page }) => {
    await openHome(page);
    await page.getByRole('banner').getByRole('searchbox', { name: 'Ürün ara' }).fill('etiyopya çekirdek');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/shop?q=etiyopya%20%C3%A7ekirdek');
  });

  test('the header changes style after 20 px of scroll, and every route change scrolls to the top', async ({ page }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Gizlilik Politikası' }).click();
    await expect(page).toHaveURL('/privacy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the main navigation and the footer carry the spec’s links', async ({ page }) => {
    await openHome(page);
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    for (const label of ['Ana Sayfa', 'Menü', 'Mağaza', 'Franchise', 'Hakkımızda', 'İletişim']) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    for (const label of ['Hızlı Bağlantılar', 'Hizmetler', 'İletişim', 'Bizi Takip Edin']) {
      await expect(footer.getByRole('heading', { name: label })).toBeVisible();
    }
    for (const label of ['Gizlilik Politikası', 'Kullanım Koşulları', 'Çerez Politikası']) {
      await expect(footer.getByRole('link', { name: label })).toBeVisible();
    }
  });

  test('on a phone the menu opens with Giriş Yap and Kayıt Ol', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openHome(page);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Kayıt Ol' })).toBeVisible();
    await menu.getByRole('link', { name: 'Kayıt Ol' }).click();
    await expect(page).toHaveURL('/auth/register');
    await expect(menu).toBeHidden();
  });

  test('on a phone Escape closes the menu and gives focus back to the burger', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openHome(page);
    const burger = page.getByRole('banner').getByRole('button', { name: 'Menüyü aç' });
    await burger.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    // Disclosure pattern: the toggle keeps focus, and the menu is next in the tab order.
    const close = page.getByRole('banner').getByRole('button', { name: 'Menüyü kapat' });
    await expect(close).toBeFocused();
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('searchbox', { name: 'Ürün ara' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'customer' });
    test('on a phone the menu offers the account, not Giriş Yap / Kayıt Ol', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await openHome(page);
      await page.getByRole('button', { name: 'Menüyü aç' }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Hesabım' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Giriş Yap' })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'Kayıt Ol' })).toHaveCount(0);
      await menu.getByRole('link', { name: 'Siparişlerim' }).click();
      await expect(page).toHaveURL('/dashboard/orders');
      await expect(menu).toBeHidden();
    });

    test('on a 375 px phone the header fits: the burger on screen, the brand whole or shown by its mark (issue 13)', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openHome(page);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
      const fit = await page.evaluate(() => {
        const inner = document.querySelector('.header__inner') as HTMLElement;
        const text = document.querySelector('.header__brand-text') as HTMLElement;
        const burger = document.querySelector('.header__burger') as HTMLElement;
        return {
          page: document.documentElement.scrollWidth,
          row: inner.scrollWidth - inner.clientWidth,
          burgerRight: burger.getBoundingClientRect().right,
          brandCut: text.offsetParent !== null && text.scrollWidth > text.clientWidth,
        };
      });
      expect(fit).toEqual({ page: 375, row: 0, burgerRight: expect.any(Number), brandCut: false });
      expect(fit.burgerRight).toBeLessThanOrEqual(375);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Harman Kahve' })).toBeVisible();
    });
  });
});
