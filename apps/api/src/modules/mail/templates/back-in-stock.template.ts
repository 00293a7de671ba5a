import { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({ productName: z.string().min(1).max(200), productUrl: z.url() });

/** 'Stoğa gelince haber ver': the product a customer waited for is back (issue 11); written set-based by the relay. */
export const backInStockTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: [],
  render: {
    tr: ({ productName, productUrl }) => ({
      subject: `${productName} yeniden stokta`,
      text: renderText('tr', ['Merhaba,', '', `Haber vermemizi istediğiniz ${productName} yeniden stokta.`, '', productUrl]),
      html: renderHtml('tr', {
        heading: 'Beklediğiniz ürün stokta',
        paragraphs: ['Merhaba,', `Haber vermemizi istediğiniz ${productName} yeniden stokta.`],
        action: { label: 'Ürünü görüntüle', url: productUrl },
      }),
    }),
    en: ({ productName, productUrl }) => ({
      subject: `${productName} is back in stock`,
      text: renderText('en', ['Hello,', '', `${productName}, which you asked us to tell you about, is back in stock.`, '', productUrl]),
      html: renderHtml('en', {
        heading: 'The product you waited for is back',
        paragraphs: ['Hello,', `${productName}, which you asked us to tell you about, is back in stock.`],
        action: { label: 'View the product', url: productUrl },
      }),
    }),
  },
};
