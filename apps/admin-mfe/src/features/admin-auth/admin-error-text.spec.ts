import { AuthError } from '@harman/auth';
import { initI18n } from '@harman/i18n';
import { registerAdminTranslations } from '../../i18n/admin-translations';
import { adminErrorMessage, backoffMs } from './admin-error-text';

describe('admin sign-in back-off', () => {
  it('starts at 2 s, doubles per failure and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([0, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

describe('admin sign-in messages (spec §8)', () => {
  beforeAll(registerAdminTranslations);
  const t = initI18n().getFixedT('tr', 'admin');
  const error = (status: number, code: string, details: Record<string, number> = {}) => new AuthError(status, code, code, {}, details);

  it('a lock: the spec sentence, and its length for the box’s countdown', () => {
    expect(adminErrorMessage(t, error(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: 1_740 }))).toEqual({
      key: 'login.locked',
      lockSeconds: 1_740,
      text: 'Çok fazla başarısız giriş denemesi. Lütfen 29 dakika sonra tekrar deneyin veya şifrenizi sıfırlayın.',
    });
  });

  it('the per-address limit is not called a lock', () => {
    const message = adminErrorMessage(t, error(429, 'RATE_LIMITED', { retryAfterSeconds: 600 }));
    expect(message.lockSeconds).toBeUndefined();
    expect(message.text).toBe('Çok fazla deneme yapıldı. Lütfen 10 dakika sonra tekrar deneyin.');
  });

  it('wrong password or code: the attempts left, when the api gives them', () => {
    expect(adminErrorMessage(t, error(401, 'INVALID_CREDENTIALS')).text).toBe('E-posta adresi veya şifre hatalı');
    expect(adminErrorMessage(t, error(401, 'INVALID_MFA_CODE', { remainingAttempts: 2 })).text).toBe(
      'Doğrulama kodu hatalı veya süresi dolmuş. Dikkat: 2 deneme hakkınız kaldı. 5 başarısız denemeden sonra hesabınız 30 dakika kilitlenir.',
    );
  });
});
