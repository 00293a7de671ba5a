import { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({ confirmUrl: z.url(), unsubscribeUrl: z.url() });

/** Double opt-in: the subscription counts only after this link is followed. */
export const newsletterConfirmTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: ['confirmUrl', 'unsubscribeUrl'],
  render: {
    tr: ({ confirmUrl, unsubscribeUrl }) => ({
      subject: 'Bülten aboneliğinizi onaylayın',
      text: renderText('tr', [
        'Merhaba,',
        '',
        'Harman Kahve bültenine abone olmak için aşağıdaki bağlantıyı açın:',
        confirmUrl,
        '',
        'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; onaylamadan abone olmazsınız.',
        `Aboneliği iptal etmek için: ${unsubscribeUrl}`,
      ]),
      html: renderHtml('tr', {
        heading: 'Bülten aboneliğinizi onaylayın',
        paragraphs: ['Merhaba,', 'Harman Kahve bültenine abone olmak için aşağıdaki düğmeye tıklayın.'],
        action: { label: 'Aboneliği onayla', url: confirmUrl },
        after: [
          'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; onaylamadan abone olmazsınız.',
          `Aboneliği iptal etmek için: ${unsubscribeUrl}`,
        ],
      }),
    }),
    en: ({ confirmUrl, unsubscribeUrl }) => ({
      subject: 'Confirm your newsletter subscription',
      text: renderText('en', [
        'Hello,',
        '',
        'To subscribe to the Harman Kahve newsletter, open this link:',
        confirmUrl,
        '',
        'If you did not ask for this, ignore this e-mail: you will not be subscribed without confirming.',
        `To unsubscribe: ${unsubscribeUrl}`,
      ]),
      html: renderHtml('en', {
        heading: 'Confirm your newsletter subscription',
        paragraphs: ['Hello,', 'To subscribe to the Harman Kahve newsletter, click the button below.'],
        action: { label: 'Confirm subscription', url: confirmUrl },
        after: [
          'If you did not ask for this, ignore this e-mail: you will not be subscribed without confirming.',
          `To unsubscribe: ${unsubscribeUrl}`,
        ],
      }),
    }),
  },
};
