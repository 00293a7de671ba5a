import { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({
  orderNumber: z.string(),
  status: z.enum(['processing', 'shipped', 'completed', 'cancelled', 'refunded', 'partially_refunded']),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  refundKurus: z.int().nullable(),
  orderUrl: z.url(),
});

const TR = {
  processing: 'Siparişiniz onaylandı ve hazırlanıyor.',
  shipped: 'Siparişiniz kargoya verildi.',
  completed: 'Siparişiniz teslim edildi. Afiyet olsun!',
  cancelled: 'Siparişiniz iptal edildi.',
  refunded: 'Siparişinizin ödemesi iade edildi.',
  partially_refunded: 'Siparişinizin ödemesinin bir kısmı iade edildi.',
} as const;
const EN = {
  processing: 'Your order is confirmed and being prepared.',
  shipped: 'Your order has been shipped.',
  completed: 'Your order has been delivered. Enjoy!',
  cancelled: 'Your order has been cancelled.',
  refunded: 'The payment of your order has been refunded.',
  partially_refunded: 'Part of the payment of your order has been refunded.',
} as const;

const lira = (kurus: number, locale: string) => `${(kurus / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₺`;

/** Each status change staff make in the admin (confirm, ship, deliver, cancel, refund) is mailed to the customer. */
export const orderStatusTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: [],
  render: {
    tr: ({ orderNumber, status, carrier, trackingNumber, refundKurus, orderUrl }) => {
      const lines = [
        TR[status],
        ...(trackingNumber ? [`Kargo firması: ${carrier ?? '-'} · Takip numarası: ${trackingNumber}`] : []),
        ...(refundKurus ? [`İade tutarı: ${lira(refundKurus, 'tr-TR')}`] : []),
      ];
      return {
        subject: `Sipariş ${orderNumber}: ${TR[status]}`,
        text: renderText('tr', ['Merhaba,', '', ...lines, '', orderUrl]),
        html: renderHtml('tr', { heading: `Sipariş ${orderNumber}`, paragraphs: ['Merhaba,', ...lines], action: { label: 'Siparişi görüntüle', url: orderUrl } }),
      };
    },
    en: ({ orderNumber, status, carrier, trackingNumber, refundKurus, orderUrl }) => {
      const lines = [
        EN[status],
        ...(trackingNumber ? [`Carrier: ${carrier ?? '-'} · Tracking number: ${trackingNumber}`] : []),
        ...(refundKurus ? [`Refunded amount: ${lira(refundKurus, 'en-GB')}`] : []),
      ];
      return {
        subject: `Order ${orderNumber}: ${EN[status]}`,
        text: renderText('en', ['Hello,', '', ...lines, '', orderUrl]),
        html: renderHtml('en', { heading: `Order ${orderNumber}`, paragraphs: ['Hello,', ...lines], action: { label: 'View the order', url: orderUrl } }),
      };
    },
  },
};
