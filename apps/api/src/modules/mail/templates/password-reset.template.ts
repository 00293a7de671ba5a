import { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({ resetUrl: z.url(), validHours: z.number().int().positive() });

/** The reset link: single use, 24 hours, voided by a newer request or a password change. */
export const passwordResetTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: ['resetUrl'],
  render: {
    tr: ({ resetUrl, validHours }) => ({
      subject: 'Şifre sıfırlama isteğiniz',
      text: renderText('tr', [
        'Merhaba,',
        '',
        'Harman Kahve hesabınız için bir şifre sıfırlama isteği aldık. Yeni şifrenizi belirlemek için:',
        resetUrl,
        '',
        `Bağlantı ${validHours} saat geçerlidir ve yalnızca bir kez kullanılabilir. Daha yeni bir istek bu bağlantıyı geçersiz kılar.`,
        'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; şifreniz değişmez.',
      ]),
      html: renderHtml('tr', {
        heading: 'Şifre sıfırlama isteğiniz',
        paragraphs: ['Merhaba,', 'Harman Kahve hesabınız için bir şifre sıfırlama isteği aldık.'],
        action: { label: 'Yeni şifre belirle', url: resetUrl },
        after: [
          `Bağlantı ${validHours} saat geçerlidir ve yalnızca bir kez kullanılabilir. Daha yeni bir istek bu bağlantıyı geçersiz kılar.`,
          'Bu isteği siz yapmadıysanız bu e-postayı yok sayın; şifreniz değişmez.',
        ],
      }),
    }),
    en: ({ resetUrl, validHours }) => ({
      subject: 'Your password reset request',
      text: renderText('en', [
        'Hello,',
        '',
        'We received a request to reset the password of your Harman Kahve account. To choose a new password:',
        resetUrl,
        '',
        `The link is valid for ${validHours} hours and can be used once. A newer request voids it.`,
        'If this was not you, ignore this e-mail; your password stays the same.',
      ]),
      html: renderHtml('en', {
        heading: 'Your password reset request',
        paragraphs: ['Hello,', 'We received a request to reset the password of your Harman Kahve account.'],
        action: { label: 'Choose a new password', url: resetUrl },
        after: [
          `The link is valid for ${validHours} hours and can be used once. A newer request voids it.`,
          'If this was not you, ignore this e-mail; your password stays the same.',
        ],
      }),
    }),
  },
};
