import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountEn } from './account-en';
import { accountTr } from './account-tr';

function keysOf(value: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('account translations', () => {
  it('have the same keys in Turkish and English, all with text', () => {
    expect(keysOf(accountEn).sort()).toEqual(keysOf(accountTr).sort());
    for (const resources of [accountTr, accountEn]) {
      for (const key of keysOf(resources)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources);
        expect(typeof text === 'string' && text.trim() !== '').toBe(true);
      }
    }
  });

  it('keep the spec copy verbatim in Turkish', () => {
    expect(accountTr.validation).toMatchObject({
      emailRequired: 'E-posta adresi gereklidir',
      emailInvalid: 'Geçerli bir e-posta adresi girin',
      passwordRequired: 'Şifre gereklidir',
      passwordMin6: 'Şifre en az 6 karakter olmalıdır',
      fullNameRequired: 'Ad Soyad gereklidir',
      fullNameMin2: 'Ad Soyad en az 2 karakter olmalıdır',
      passwordMin8: 'Şifre en az 8 karakter olmalıdır',
      passwordComposition: 'Şifre en az bir büyük harf, bir küçük harf ve bir rakam içermelidir',
      passwordWeak: 'Şifre yeterince güçlü değil',
      confirmPasswordRequired: 'Şifre tekrarı gereklidir',
      passwordsMismatch: 'Şifreler eşleşmiyor',
      currentPasswordRequired: 'Mevcut şifrenizi girin',
      newPasswordRequired: 'Yeni şifrenizi girin',
      codeRequired: '2FA kodu gereklidir',
    });
    expect(accountTr.login.invalid).toBe('E-posta adresi veya şifre hatalı');
    expect(accountTr.login.locked).toBe('Çok fazla başarısız giriş denemesi. Lütfen {{n}} dakika sonra tekrar deneyin veya şifrenizi sıfırlayın.');
    expect(accountTr.login.lockedTitle).toBe('Hesap geçici olarak kilitlendi');
    expect(accountTr.register.successTitle).toBe('Kayıt Başarılı!');
    expect(accountTr.overview.fallbackName).toBe('Değerli Müşterimiz');
    expect(accountTr.orders.empty).toBe('Hiç sipariş bulunamadı');
    expect(accountTr.profile.emailHint).toBe('E-posta adresi değiştirilemez');
    expect(Object.values(accountTr.password.levels)).toEqual(['Çok zayıf', 'Zayıf', 'Orta', 'İyi', 'Güçlü']);
  });

  it('translate every message key the shared schemas can produce', () => {
    // The zod schemas' messages are keys of `validation`; a new key without a translation fails here.
    const contracts = join(__dirname, '..', '..', '..', '..', 'libs', 'contracts', 'src');
    const schemaSources = ['auth.ts', 'account.ts', 'payment-cards.ts'].map((file) => readFileSync(join(contracts, file), 'utf8')).join('\n');
    const keys = new Set([...schemaSources.matchAll(/(?:message: |error: )'([a-zA-Z]\w*)'|, '([a-zA-Z]\w*)'\)/g)].map((m) => m[1] ?? m[2]));
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) {
      expect(Object.keys(accountTr.validation)).toContain(key);
    }
  });
});
