import { test, expect } from './fixtures';
import { mailTo, staffAlertMentioning } from './mail-catcher';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A small real PDF, as a visitor's CV. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test.describe('application forms', () => {
  test('franchise: "Hemen Başvur" scrolls to the form; required choices are checked; the application is mailed', async ({ page }) => {
    const email = unique('franchise');
    await page.goto('/franchise');
    await expect(page.getByText('Franchise giriş ücreti yoktur; kira ve dekorasyon giderleri franchise sahibine aittir.')).toBeVisible();
    await expect(page.getByRole('heading', { name: '5 Adımda Franchise Süreci' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Franchise başvuru formu' });
    await expect(form).toBeVisible();
    await page.getByRole('button', { name: 'Hemen Başvur' }).click();
    await expect(form.getByLabel('Ad Soyad')).toBeFocused();
    await expect(form.getByLabel('Ad Soyad')).toBeInViewport();

    await form.getByLabel('Ad Soyad').fill('Kerem Aydın');
    await form.getByLabel('E-posta').fill(email);
    await form.getByLabel('Telefon').fill('0532 555 44 33');
    await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expect(form.getByText('Lütfen bir seçim yapın')).toBeVisible();
    await form.getByLabel('Şehir').selectOption({ label: 'İzmir' });
    await expect(form.getByText('Lütfen bir seçim yapın')).toBeHidden();
    await form.getByLabel('Deneyim').selectOption({ label: 'İşletme sahibiyim' });
    await form.getByLabel('Yatırım bütçesi').selectOption({ label: '200.000 - 300.000 TL' });
    await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click();

    await expect(page.getByRole('heading', { name: 'Franchise başvurunuz alındı!' })).toBeVisible();
    await mailTo(email, 'Franchise başvurunuzu aldık');
    const alert = await staffAlertMentioning(email, 'New franchise application');
    expect(alert.text).toContain('City: izmir');
  });

  test('coffee school: choosing a course preselects it and scrolls to the form', async ({ page }) => {
    const email = unique('akademi');
    await page.goto('/coffee-school');
    for (const [course, hours] of [['Kahve Temelleri', '40'], ['Barista Eğitimi', '60'], ['Latte Art', '25']]) {
      await expect(page.getByRole('listitem').filter({ hasText: course }).getByText(`${hours} saat`)).toBeVisible();
    }
    await expect(page.getByText('Cumartesi 10:00-14:00 (4 saat)', { exact: false })).toBeVisible();
    const form = page.getByRole('form', { name: 'Kahve Okulu başvuru formu' });
    await expect(form).toBeVisible();

    await page.getByRole('button', { name: 'Latte Art eğitimine başvur' }).click();
    await expect(form.getByLabel('Eğitim')).toHaveValue('latte-art');
    await expect(form.getByLabel('Ad Soyad')).toBeFocused();

    await form.getByLabel('Ad Soyad').fill('Elif Şahin');
    await form.getByLabel('E-posta').fill(email);
    await form.getByLabel('Telefon').fill('+90 212 555 01 01');
    await form.getByLabel('Hedefiniz').selectOption({ label: 'Becerimi geliştirmek' });
    await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expect(page.getByRole('heading', { name: 'Kahve Okulu başvurunuz alındı!' })).toBeVisible();
    await mailTo(email, 'Kahve Okulu başvurunuzu aldık');
    expect((await staffAlertMentioning(email, 'New Coffee School application')).text).toContain('Course: latte-art');
  });

  test('wholesale: a business applies and gets a receipt', async ({ page }) => {
    const email = unique('toptan');
    await page.goto('/wholesale');
    await expect(page.getByRole('heading', { name: 'Kimlerle Çalışıyoruz?' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Toptan kahve başvuru formu' });
    await form.getByRole('button', { name: 'Teklif İste' }).click();
    await expect(form.getByText('İşletme adı gereklidir')).toBeVisible();
    // The contact person's own message, not the contact form's 'Ad Soyad gereklidir'.
    await expect(form.getByText('Yetkili kişi gereklidir')).toBeVisible();
    await expect(form.getByText('Ad Soyad gereklidir')).toHaveCount(0);
    await form.getByLabel('İşletme adı').fill('Köşe Kafe & Fırın');
    await form.getByLabel('Yetkili kişi').fill('Mehmet Demir');
    await form.getByLabel('E-posta').fill(email);
    await form.getByLabel('Telefon').fill('0216 345 00 42');
    await form.getByLabel('İşletme türü').selectOption({ label: 'Kafe / Kahve dükkanı' });
    await form.getByLabel('Aylık tüketim').selectOption({ label: '50-100 kg / ay' });
    await form.getByRole('button', { name: 'Teklif İste' }).click();
    await expect(page.getByRole('heading', { name: 'Toptan kahve başvurunuz alındı!' })).toBeFocused();
    await mailTo(email, 'Toptan kahve başvurunuzu aldık');
    // 'Yeni Başvuru' puts the emptied form back with focus on its first field, not on the page.
    await page.getByRole('button', { name: 'Yeni Başvuru' }).click();
    await expect(form.getByLabel('İşletme adı')).toBeFocused();
    await expect(form.getByLabel('İşletme adı')).toHaveValue('');
  });

  test('careers: applying for a position preselects it; a CV is checked in the browser and by the api', async ({ page }) => {
    const email = unique('kariyer');
    await page.goto('/careers');
    for (const title of ['Barista', 'Mağaza Müdürü', 'Pazarlama Uzmanı', 'Kalite Kontrol Uzmanı']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
    }
    const form = page.getByRole('form', { name: 'İş başvuru formu' });
    await expect(form).toBeVisible();
    await page.getByRole('button', { name: 'Barista pozisyonuna başvur' }).click();
    await expect(form.getByLabel('Pozisyon')).toHaveValue('barista');

    await form.getByLabel('Ad Soyad').fill('Zeynep Kaya');
    await form.getByLabel('E-posta').fill(email);
    await form.getByLabel('Telefon').fill('0532 987 65 43');
    await form.getByLabel('Deneyim').selectOption({ label: '1-2 yıl' });

    // The shop's own file control, not the browser's bare 'Choose File' (issue 13): a styled button and the name.
    const cv = form.getByLabel('Özgeçmiş (CV)');
    const picker = form.locator('.file-field__picker');
    await expect(picker.getByText('Dosya Seç', { exact: true })).toBeVisible();
    await expect(picker.getByTestId('file-name')).toHaveText('Dosya seçilmedi');
    expect(await cv.evaluate((input) => input.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    await cv.setInputFiles({ name: 'ozgecmis.txt', mimeType: 'text/plain', buffer: Buffer.from('Zeynep Kaya') });
    await expect(picker.getByTestId('file-name')).toHaveText('ozgecmis.txt');
    await expect(form.getByText('Özgeçmiş PDF, DOC veya DOCX dosyası olmalıdır')).toBeVisible();

    // Named .pdf but not a PDF: the browser lets it through, the api reads the bytes and refuses it.
    await cv.setInputFiles({ name: 'ozgecmis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf', 'latin1') });
    await expect(form.getByText('Özgeçmiş PDF, DOC veya DOCX dosyası olmalıdır')).toBeHidden();
    await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expect(form.getByText('Özgeçmiş PDF, DOC veya DOCX dosyası olmalıdır')).toBeVisible();
    await expect(form.getByText('Lütfen formdaki hataları düzeltin.')).toBeVisible();
    await expect(cv).toBeFocused(); // the api's field error moves focus as the browser's own errors do
    await expect(form.getByLabel('Ad Soyad')).toHaveValue('Zeynep Kaya');

    await cv.setInputFiles({ name: 'ozgecmis.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
    await expect(page.getByRole('heading', { name: 'Başvurunuz alındı!' })).toBeVisible();
    const receipt = await mailTo(email, 'İş başvurunuzu aldık');
    expect(receipt.text).toContain('48 saat içinde');
    expect((await staffAlertMentioning(email, 'New job application')).text).toContain('Position: barista');
  });
});
