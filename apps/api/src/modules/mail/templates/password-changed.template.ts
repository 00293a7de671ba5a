import { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({ forgotUrl: z.url() });

/** After a password change or reset: the owner hears of it even if it was not them. */
export const passwordChangedTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: [],
  render: {
    tr: ({ forgotUrl }) => ({
      subject: 'Şifreniz değiştirildi',
      text: renderText('tr', [
        'Merhaba,',
        '',
        'Harman Kahve hesabınızın şifresi az önce değiştirildi ve diğer cihazlardaki oturumlarınız kapatıldı.',
        'Bu değişikliği siz yapmadıysanız hemen yeni bir şifre belirleyin:',
        forgotUrl,
      ]),
      html: renderHtml('tr', {
        heading: 'Şifreniz değiştirildi',
        paragraphs: [
          'Merhaba,',
          'Harman Kahve hesabınızın şifresi az önce değiştirildi ve diğer cihazlardaki oturumlarınız kapatıldı.',
          'Bu değişikliği siz yapmadıysanız hemen yeni bir şifre belirleyin.',
        ],
        action: { label: 'Şifremi sıfırla', url: forgotUrl },
      }),
    }),
    en: ({ forgotUrl }) => ({
      subject: 'Your password was changed',
      text: renderText('en', [
        'Hello,',
        '',
        'The password of your Harman Kahve account was just changed, and your sessions on other devices were ended.',
        'If this was not you, choose a new password at once:',
        forgotUrl,
      ]),
      html: renderHtml('en', {
        heading: 'Your password was changed',
        paragraphs: [
          'Hello,',
          'The password of your Harman Kahve account was just changed, and your sessions on other devices were ended.',
          'If this was not you, choose a new password at once.',
        ],
        action: { label: 'Reset my password', url: forgotUrl },
      }),
    }),
  },
};
