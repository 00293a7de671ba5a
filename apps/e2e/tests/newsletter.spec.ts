import { test, expect, openHome } from './fixtures';
import { MAIL_URL } from '../stack';
import { expectNoAxeViolations } from './axe';

interface CaughtMail {
  to: Array<string | { address: string }>;
  subject: string;
  text: string;
}

async function mailTo(address: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${MAIL_URL}/api/messages`)).json()) as CaughtMail[];
      found = messages.find((mail) => mail.to.some((to) => (typeof to === 'string' ? to : to.address).includes(address)));
      return Boolean(found);
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
}

test('newsletter sign-up on the home page: confirmation mail, confirm link, unsubscribe link', async ({ page }) => {
  const email = `abone-${Date.now()}@example.com`;
  await openHome(page);
  const form = page.getByRole('region', { name: 'Bültenimize Abone Olun' });
  await form.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(form.getByText('E-posta adresi gereklidir')).toBeVisible();
  await form.getByLabel('E-posta adresiniz').fill('gecersiz@');
  await form.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(form.getByText('Geçerli bir e-posta adresi giriniz')).toBeVisible();
  await expect(form.getByLabel('E-posta adresiniz')).toHaveValue('gecersiz@');

  await form.getByLabel('E-posta adresiniz').fill(email);
  await form.getByRole('button', { name: 'Abone Ol' }).click();
  await expect(form.getByRole('status')).toHaveText('Teşekkürler! Aboneliğinizi onaylamak için e-posta kutunuzu kontrol edin.');
  await expect(form.getByRole('status')).toBeFocused(); // the form it replaced had focus

  const mail = await mailTo(email);
  const confirm = mail.text.match(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/)?.[0];
  const unsubscribe = mail.text.match(/https?:\/\/\S+\/newsletter\/unsubscribe\?token=[\w-]+/)?.[0];
  expect(confirm).toBeTruthy();
  expect(unsubscribe).toBeTruthy();

  await page.goto(confirm!);
  await expect(page.getByRole('heading', { name: 'Aboneliğiniz onaylandı. Bültenimize hoş geldiniz!' })).toBeVisible();
  await page.goto(unsubscribe!);
  await expect(page.getByRole('heading', { name: 'Bülten aboneliğiniz sonlandırıldı. Sizi özleyeceğiz.' })).toBeVisible();
});

test('an invalid mail link says so in an alert and keeps the page its h1', async ({ page }) => {
  for (const [path, text] of [
    ['/newsletter/confirm?token=x', 'Bu bağlantı geçersiz ya da süresi dolmuş.'],
    ['/en/newsletter/unsubscribe?token=x', 'This link is invalid or has expired.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
    await expectNoAxeViolations(page, { label: path });
  }
});
