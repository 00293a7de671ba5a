import { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({ loginUrl: z.url(), forgotUrl: z.url() });

/**
 * Sign-up with an address that already has an account: the page answers as for a new address (no enumeration),
 * and the owner learns it here instead.
 */
export const accountExistsTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: [],
  render: {
    tr: ({ loginUrl, forgotUrl }) => ({
      subject: 'Bu e-posta adresi zaten kayıtlı',
      text: renderText('tr', [
        'Merhaba,',
        '',
        'Bu e-posta adresiyle yeni bir Harman Kahve hesabı açılmak istendi, ancak bu e-posta adresi zaten kayıtlı.',
        `Giriş yapmak için: ${loginUrl}`,
        `Şifrenizi hatırlamıyorsanız: ${forgotUrl}`,
        '',
        'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; hesabınızda bir değişiklik yapılmadı.',
      ]),
      html: renderHtml('tr', {
        heading: 'Bu e-posta adresi zaten kayıtlı',
        paragraphs: [
          'Merhaba,',
          'Bu e-posta adresiyle yeni bir Harman Kahve hesabı açılmak istendi, ancak bu e-posta adresi zaten kayıtlı.',
        ],
        action: { label: 'Giriş Yap', url: loginUrl },
        after: [
          `Şifrenizi hatırlamıyorsanız: ${forgotUrl}`,
          'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; hesabınızda bir değişiklik yapılmadı.',
        ],
      }),
    }),
    en: ({ loginUrl, forgotUrl }) => ({
      subject: 'This e-mail address is already registered',
      text: renderText('en', [
        'Hello,',
        '',
        'Someone tried to open a new Harman Kahve account with this e-mail address, but it is already registered.',
        `To sign in: ${loginUrl}`,
        `If you forgot your password: ${forgotUrl}`,
        '',
        'If this was not you, you can ignore this e-mail; nothing in your account has changed.',
      ]),
      html: renderHtml('en', {
        heading: 'This e-mail address is already registered',
        paragraphs: [
          'Hello,',
          'Someone tried to open a new Harman Kahve account with this e-mail address, but it is already registered.',
        ],
        action: { label: 'Sign in', url: loginUrl },
        after: [
          `If you forgot your password: ${forgotUrl}`,
          'If this was not you, you can ignore this e-mail; nothing in your account has changed.',
        ],
      }),
    }),
  },
};
