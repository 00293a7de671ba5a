import { test, expect } from './fixtures';
import { mailTo, staffAlertMentioning } from './mail-catcher';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe('contact form', () => {
  test('a visitor fills it in Turkish: errors, counter, success, receipt and staff alert, new message', async ({ page }) => {
    const email = unique('iletisim');
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'İletişim' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Her gün 13:00-01:00')).toBeVisible();
    const form = page.getByRole('form', { name: 'İletişim formu' });

    await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
    await expect(form.getByText('Lütfen formdaki hataları düzeltin.')).toBeVisible();
    await expect(form.getByText('Ad Soyad gereklidir')).toBeVisible();
    await expect(form.getByText('E-posta adresi gereklidir')).toBeVisible();
    await expect(form.getByText('Mesaj gereklidir')).toBeVisible();

    // Editing a field clears its own error only.
    await form.getByLabel('Ad Soyad').fill('Ayşe <Yılmaz>');
    await expect(form.getByText('Ad Soyad gereklidir')).toBeHidden();
    await expect(form.getByText('E-posta adresi gereklidir')).toBeVisible();
    await form.getByLabel('E-posta').fill('ayse@');
    await form.getByLabel('Telefon (isteğe bağlı)').fill('12ab');
    await expect(form.getByText('0/500')).toBeVisible();
    await form.getByLabel('Mesajınız').fill('Kısa');
    await expect(form.getByText('4/500')).toBeVisible();
    await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
    await expect(form.getByText('Ad Soyad geçersiz karakterler içeriyor')).toBeVisible();
    await expect(form.getByText('Geçerli bir e-posta adresi giriniz')).toBeVisible();
    await expect(form.getByText('Geçerli bir telefon numarası giriniz')).toBeVisible();
    await expect(form.getByText('Mesaj en az 10 karakter olmalıdır')).toBeVisible();
    await expect(form.getByLabel('Mesajınız')).toHaveValue('Kısa'); // nothing typed is lost

    const message = 'Merhaba, Kadıköy kafenizde 12 kişilik bir tadım etkinliği yapmak istiyoruz.';
    await form.getByLabel('Ad Soyad').fill('Ayşe Yılmaz');
    await form.getByLabel('E-posta').fill(email);
    await form.getByLabel('Telefon (isteğe bağlı)').fill('0532 123 45 67');
    await form.getByLabel('Mesajınız').fill(message);
    await expect(form.getByText(`${message.length}/500`)).toBeVisible();
    await form.getByRole('button', { name: 'Mesajı Gönder' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Mesajınız alındı!' });
    await expect(success).toBeVisible();
    await expect(success.getByRole('heading', { name: 'Mesajınız alındı!' })).toBeFocused();
    const receipt = await mailTo(email, 'Mesajınızı aldık');
    expect(receipt.text).toContain('Merhaba Ayşe Yılmaz,');
    const alert = await staffAlertMentioning(email, 'New contact message');
    expect(alert.text).toContain(message);

    await success.getByRole('button', { name: 'Yeni Mesaj Gönder' }).click();
    await expect(form.getByLabel('Ad Soyad')).toHaveValue('');
    await expect(form.getByText('0/500')).toBeVisible();
  });

  test('warns when few submissions are left and shows the red limit banner with the form disabled', async ({ page }) => {
    const email = unique('limit');
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'İletişim formu' });
    await expect(form).toBeVisible();
    // Three earlier messages from this browser (same cookie jar, same token endpoint as the page).
    const post = async () => {
      const { token } = await (await page.request.get('/api/forms/token')).json();
      const response = await page.request.post('/api/forms/contact', {
        headers: { 'X-Form-Token': token },
        data: { full_name: 'Mehmet Demir', email, message: 'Daha önce gönderdiğim bir mesaj.' },
      });
      expect(response.status()).toBe(201);
    };
    for (let index = 0; index < 3; index += 1) await post();

    const fill = async () => {
      await form.getByLabel('Ad Soyad').fill('Mehmet Demir');
      await form.getByLabel('E-posta').fill(email);
      await form.getByLabel('Mesajınız').fill('Toptan fiyatlarınızı öğrenebilir miyim?');
      await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
    };
    await fill();
    await page.getByRole('button', { name: 'Yeni Mesaj Gönder' }).click();
    await expect(form.getByText('Bu saat içinde 1 gönderim hakkınız kaldı.')).toBeVisible();

    // The fifth, from the form: at 0 remaining the form is disabled at once (spec: disabled while rate-limited).
    await fill();
    await page.getByRole('button', { name: 'Yeni Mesaj Gönder' }).click();
    const exhausted = form.getByRole('alert').filter({ hasText: 'Gönderim limiti aşıldı' });
    await expect(exhausted).toContainText('Gönderim limitine ulaşıldı. Lütfen daha sonra tekrar deneyin.');
    await expect(form.getByRole('button', { name: 'Mesajı Gönder' })).toBeDisabled();
    await expect(form.getByLabel('Mesajınız')).toBeDisabled();

    // A fresh page does not know; the api's refusal says until when.
    await page.reload();
    await expect(form).toBeVisible();
    await fill();
    const banner = form.getByRole('alert').filter({ hasText: 'Gönderim limiti aşıldı' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(/Gönderim limitine ulaşıldı\. Lütfen \d{2}:\d{2} sonrasında tekrar deneyin\./);
    await expect(form.getByRole('button', { name: 'Mesajı Gönder' })).toBeDisabled();
    await expect(form.getByLabel('Mesajınız')).toBeDisabled();
    await expect(form.getByLabel('E-posta')).toHaveValue(email);
  });

  test('shows the connection panel instead of the form when the api cannot be reached', async ({ page }) => {
    await page.route('**/api/forms/token', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    const panel = page.getByRole('alert').filter({ hasText: 'Bağlantı Hatası' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Sunucuya bağlanılamıyor');
    await expect(page.getByRole('form', { name: 'İletişim formu' })).toHaveCount(0);
    await page.unroute('**/api/forms/token');
    await panel.getByRole('button', { name: 'Sayfayı Yenile' }).click();
    await expect(page.getByRole('form', { name: 'İletişim formu' })).toBeVisible();
  });

  // Last of the file: it leaves this browser's address 2 of its 10 contact messages for the hour, which the
  // tests above (5 and 1 messages from it) must not meet first.
  test('a reload warns at once when this address has fewer than 3 messages left this hour', async ({ page }) => {
    const form = page.getByRole('form', { name: 'İletişim formu' });
    /** The address's allowance the form asks for as it loads. */
    const loadWithAllowance = async (load: () => Promise<unknown>) => {
      const [answer] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/forms/contact/allowance'),
        load(),
      ]);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { remaining: number }).remaining;
    };
    let remaining = await loadWithAllowance(() => page.goto('/contact'));
    await expect(form).toBeVisible();

    // Messages from this browser, each from a new e-mail (4 left of its own 5), until its address has fewer than 3.
    while (remaining >= 3) {
      await form.getByLabel('Ad Soyad').fill('Elif Şahin');
      await form.getByLabel('E-posta').fill(unique('adres'));
      await form.getByLabel('Mesajınız').fill('Aynı adresten gönderilen bir mesaj.');
      const [sent] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === '/api/forms/contact' && response.request().method() === 'POST'),
        form.getByRole('button', { name: 'Mesajı Gönder' }).click(),
      ]);
      expect(sent.status()).toBe(201);
      remaining = ((await sent.json()) as { remaining: number }).remaining;
      await page.getByRole('button', { name: 'Yeni Mesaj Gönder' }).click();
    }
    expect(remaining).toBe(2);

    // A fresh page knows before anything is sent.
    expect(await loadWithAllowance(() => page.reload())).toBe(2);
    await expect(form.getByRole('status')).toHaveText('Bu saat içinde 2 gönderim hakkınız kaldı.');
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('button', { name: 'Mesajı Gönder' })).toBeEnabled();
  });
});
