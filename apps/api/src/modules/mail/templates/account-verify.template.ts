import { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({ name: z.string().max(200), verifyUrl: z.url(), validHours: z.number().int().positive() });

/** After sign-up (and on 'resend'): the account can sign in once this link is opened. */
export const accountVerifyTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: ['verifyUrl'],
  render: {
    tr: ({ name, verifyUrl, validHours }) => ({
      subject: 'E-posta adresinizi doğrulayın',
      text: renderText('tr', [
        `Merhaba ${name},`,
        '',
        'Harman Kahve hesabınızı etkinleştirmek için e-posta adresinizi doğrulayın:',
        verifyUrl,
        '',
        `Bağlantı ${validHours} saat geçerlidir ve yalnızca bir kez kullanılabilir.`,
        'Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
      ]),
      html: renderHtml('tr', {
        heading: 'E-posta adresinizi doğrulayın',
        paragraphs: [`Merhaba ${name},`, 'Harman Kahve hesabınızı etkinleştirmek için aşağıdaki düğmeye tıklayın.'],
        action: { label: 'E-posta adresimi doğrula', url: verifyUrl },
        after: [
          `Bağlantı ${validHours} saat geçerlidir ve yalnızca bir kez kullanılabilir.`,
          'Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
        ],
      }),
    }),
    en: ({ name, verifyUrl, validHours }) => ({
      subject: 'Verify your e-mail address',
      text: renderText('en', [
        `Hello ${name},`,
        '',
        'To activate your Harman Kahve account, verify your e-mail address:',
        verifyUrl,
        '',
        `The link is valid for ${validHours} hours and can be used once.`,
        'If you did not create this account, you can ignore this e-mail.',
      ]),
      html: renderHtml('en', {
        heading: 'Verify your e-mail address',
        paragraphs: [`Hello ${name},`, 'To activate your Harman Kahve account, click the button below.'],
        action: { label: 'Verify my e-mail address', url: verifyUrl },
        after: [
          `The link is valid for ${validHours} hours and can be used once.`,
          'If you did not create this account, you can ignore this e-mail.',
        ],
      }),
    }),
  },
};
