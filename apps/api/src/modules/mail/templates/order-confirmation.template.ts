import { ORDER_STATUS_LABELS, ORDER_STATUSES, type Language, type OrderStatus } from '@harman/contracts';
import { z } from 'zod';
import type { MailContent, MailTemplate } from './mail-template';
import { renderHtml, renderText } from './layout';

const data = z.object({
  orderNumber: z.string().min(1).max(40),
  /**
   * The order's status when the mail is recorded: processing for a paid card order or cash on delivery, pending
   * for a bank transfer. Rows recorded before it existed read pending, as the mail then always said.
   */
  status: z.enum(ORDER_STATUSES).default('pending'),
  lines: z
    .array(z.object({ name: z.string(), variant: z.string().nullable(), quantity: z.number().int(), lineTotalKurus: z.number().int() }))
    .min(1),
  subtotalKurus: z.number().int(),
  vatKurus: z.number().int(),
  shippingKurus: z.number().int(),
  paymentFeeKurus: z.number().int(),
  totalKurus: z.number().int(),
  address: z.string(),
  deliveryMethod: z.enum(['standard', 'express']),
  paymentMethod: z.enum(['card', 'saved_card', 'bank_transfer', 'cash_on_delivery']),
  bankTransfer: z
    .object({ bankName: z.string(), accountHolder: z.string(), iban: z.string(), reference: z.string(), payBy: z.string() })
    .nullable(),
  /** The customer's order page, or a guest's signed link (a secret: dropped from the row once sent). */
  orderUrl: z.url(),
});

const COPY = {
  tr: {
    subject: (n: string) => `Siparişiniz alındı: ${n}`,
    heading: 'Siparişiniz için teşekkürler',
    intro: (n: string, status: OrderStatus) => `${n} numaralı siparişinizi aldık. Durumu: ${ORDER_STATUS_LABELS[status].tr}.`,
    items: 'Ürünler',
    subtotal: 'Ara Toplam',
    vat: 'KDV',
    shipping: 'Kargo',
    fee: 'Kapıda ödeme ücreti',
    total: 'Toplam',
    address: 'Teslimat adresi',
    delivery: { standard: 'Standart kargo', express: 'Hızlı kargo' },
    payment: { card: 'Kredi / banka kartı', saved_card: 'Kayıtlı kart', bank_transfer: 'Havale / EFT', cash_on_delivery: 'Kapıda ödeme' },
    deliveryLabel: 'Teslimat',
    paymentLabel: 'Ödeme',
    bank: (b: { bankName: string; accountHolder: string; iban: string; reference: string; payBy: string }) => [
      'Havale / EFT bilgileri:',
      `Banka: ${b.bankName}`,
      `Alıcı: ${b.accountHolder}`,
      `IBAN: ${b.iban}`,
      `Açıklama: ${b.reference}`,
      `Son ödeme: ${new Date(b.payBy).toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })} (ödeme gelmezse sipariş iptal edilir)`,
    ],
    view: 'Siparişi görüntüle',
  },
  en: {
    subject: (n: string) => `Order received: ${n}`,
    heading: 'Thank you for your order',
    intro: (n: string, status: OrderStatus) => `We received your order ${n}. Status: ${ORDER_STATUS_LABELS[status].en}.`,
    items: 'Items',
    subtotal: 'Subtotal',
    vat: 'VAT',
    shipping: 'Shipping',
    fee: 'Cash on delivery fee',
    total: 'Total',
    address: 'Delivery address',
    delivery: { standard: 'Standard cargo', express: 'Express cargo' },
    payment: { card: 'Credit / debit card', saved_card: 'Saved card', bank_transfer: 'Bank transfer / EFT', cash_on_delivery: 'Cash on delivery' },
    deliveryLabel: 'Delivery',
    paymentLabel: 'Payment',
    bank: (b: { bankName: string; accountHolder: string; iban: string; reference: string; payBy: string }) => [
      'Bank transfer details:',
      `Bank: ${b.bankName}`,
      `Account holder: ${b.accountHolder}`,
      `IBAN: ${b.iban}`,
      `Description: ${b.reference}`,
      `Pay by: ${new Date(b.payBy).toLocaleString('en-GB', { timeZone: 'Europe/Istanbul' })} (unpaid orders are cancelled then)`,
    ],
    view: 'View your order',
  },
} as const;

function money(kurus: number, language: Language): string {
  return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
}

function render(language: Language, d: z.output<typeof data>): MailContent {
  const c = COPY[language];
  const lines = d.lines.map((l) => `${l.quantity} × ${l.name}${l.variant ? ` (${l.variant})` : ''} — ${money(l.lineTotalKurus, language)}`);
  const sums = [
    `${c.subtotal}: ${money(d.subtotalKurus, language)}`,
    `${c.vat}: ${money(d.vatKurus, language)}`,
    `${c.shipping}: ${money(d.shippingKurus, language)}`,
    ...(d.paymentFeeKurus > 0 ? [`${c.fee}: ${money(d.paymentFeeKurus, language)}`] : []),
    `${c.total}: ${money(d.totalKurus, language)}`,
  ];
  const facts = [
    `${c.address}: ${d.address}`,
    `${c.deliveryLabel}: ${c.delivery[d.deliveryMethod]}`,
    `${c.paymentLabel}: ${c.payment[d.paymentMethod]}`,
  ];
  const bank = d.bankTransfer ? c.bank(d.bankTransfer) : [];
  return {
    subject: c.subject(d.orderNumber),
    text: renderText(language, [c.intro(d.orderNumber, d.status), '', `${c.items}:`, ...lines, '', ...sums, '', ...facts, ...(bank.length ? ['', ...bank] : []), '', `${c.view}: ${d.orderUrl}`]),
    html: renderHtml(language, {
      heading: c.heading,
      paragraphs: [c.intro(d.orderNumber, d.status), `${c.items}:`, ...lines, ...sums, ...facts, ...bank],
      action: { label: c.view, url: d.orderUrl },
    }),
  };
}

/** The order confirmation, in the language the order was placed in; bank details for a bank transfer. */
export const orderConfirmationTemplate: MailTemplate<typeof data> = {
  data,
  secretKeys: ['orderUrl'],
  render: { tr: (d) => render('tr', d), en: (d) => render('en', d) },
};
