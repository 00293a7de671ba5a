import { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({ registerUrl: z.url() });

/**
 * A reset asked for an address with no account: the page answers as usual (no enumeration) and the mailbox's
 * owner learns why no link came. It carries no token.
 */
export const passwordResetUnknownTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: [],
  render: {
    tr: ({ registerUrl }) => ({
      subject: 'Şifre sıfırlama isteği',
      text: renderText('tr', [
        'Merhaba,',
        '',
        'Bu e-posta adresi için bir şifre sıfırlama isteği aldık, ancak bu adresle kayıtlı bir Harman Kahve hesabı yok.',
        `Yeni bir hesap açmak isterseniz: ${registerUrl}`,
        '',
        'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.',
      ]),
      html: renderHtml('tr', {
        heading: 'Şifre sıfırlama isteği',
        paragraphs: [
          'Merhaba,',
          'Bu e-posta adresi için bir şifre sıfırlama isteği aldık, ancak bu adresle kayıtlı bir Harman Kahve hesabı yok.',
        ],
        action: { label: 'Kayıt Ol', url: registerUrl },
        after: ['Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.'],
      }),
    }),
    en: ({ registerUrl }) => ({
      subject: 'Password reset request',
      text: renderText('en', [
        'Hello,',
        '',
        'We received a password reset request for this e-mail address, but no Harman Kahve account uses it.',
        `To open a new account: ${registerUrl}`,
        '',
        'If this was not you, you can ignore this e-mail.',
      ]),
      html: renderHtml('en', {
        heading: 'Password reset request',
        paragraphs: ['Hello,', 'We received a password reset request for this e-mail address, but no Harman Kahve account uses it.'],
        action: { label: 'Sign up', url: registerUrl },
        after: ['If this was not you, you can ignore this e-mail.'],
      }),
    }),
  },
};
