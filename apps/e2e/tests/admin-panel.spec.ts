import { test, expect } from './fixtures';
import { SHELL_URL } from '../stack';

const CUSTOMER = { email: 'musteri@harman.local', password: 'Kavrulmus-Cekirdek-42' };

test('a customer who opens /admin/* gets the unauthorized page', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('main').getByLabel('E-posta').fill(CUSTOMER.email);
  await page.getByRole('main').getByRole('textbox', { name: 'Şifre', exact: true }).fill(CUSTOMER.password);
  await page.getByRole('main').getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
  for (const path of ['/admin/dashboard', '/admin/dashboard/products', '/admin/dashboard/audit']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${SHELL_URL}/unauthorized`);
    await expect(page.getByRole('heading', { level: 1, name: 'Erişim Reddedildi' })).toBeVisible();
  }
});
