import { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({ forgotUrl: z.url(), windowMinutes: z.number().int().positive() });

/**
 * The account's guessing budget is spent (many wrong passwords or codes from other clients): the owner hears of
 * it once per window, with the way to a new password. Signing in from a device they used before still works.
 */
export const failedSignInsTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: [],
  render: {
    tr: ({ forgotUrl, windowMinutes }) => ({
      subject: 'Hesabınıza çok sayıda başarısız giriş denemesi yapıldı',
      text: renderText('tr', [
        'Merhaba,',
        '',
        `Harman Kahve hesabınıza son ${windowMinutes} dakika içinde çok sayıda hatalı şifre veya doğrulama kodu ile giriş denendi.`,
        'Güvenliğiniz için daha önce kullanmadığınız cihazlardan girişler bir süre bekletilecek; daha önce giriş yaptığınız cihazlardan girebilirsiniz.',
        'Bu denemeleri siz yapmadıysanız şifrenizi değiştirmenizi öneririz:',
        forgotUrl,
      ]),
      html: renderHtml('tr', {
        heading: 'Çok sayıda başarısız giriş denemesi',
        paragraphs: [
          'Merhaba,',
          `Harman Kahve hesabınıza son ${windowMinutes} dakika içinde çok sayıda hatalı şifre veya doğrulama kodu ile giriş denendi.`,
          'Güvenliğiniz için daha önce kullanmadığınız cihazlardan girişler bir süre bekletilecek; daha önce giriş yaptığınız cihazlardan girebilirsiniz.',
          'Bu denemeleri siz yapmadıysanız şifrenizi değiştirmenizi öneririz.',
        ],
        action: { label: 'Şifremi sıfırla', url: forgotUrl },
      }),
    }),
    en: ({ forgotUrl, windowMinutes }) => ({
      subject: 'Many failed sign-in attempts on your account',
      text: renderText('en', [
        'Hello,',
        '',
        `In the last ${windowMinutes} minutes someone tried many wrong passwords or verification codes on your Harman Kahve account.`,
        'To protect you, sign-ins from devices you have not used before will wait for a while; the devices you signed in on before still work.',
        'If these attempts were not yours, we recommend choosing a new password:',
        forgotUrl,
      ]),
      html: renderHtml('en', {
        heading: 'Many failed sign-in attempts',
        paragraphs: [
          'Hello,',
          `In the last ${windowMinutes} minutes someone tried many wrong passwords or verification codes on your Harman Kahve account.`,
          'To protect you, sign-ins from devices you have not used before will wait for a while; the devices you signed in on before still work.',
          'If these attempts were not yours, we recommend choosing a new password.',
        ],
        action: { label: 'Reset my password', url: forgotUrl },
      }),
    }),
  },
};
