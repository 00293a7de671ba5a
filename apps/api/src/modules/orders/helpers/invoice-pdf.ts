import type { CheckoutSettings, Language } from '@harman/contracts';
import PDFDocument from 'pdfkit';
import type { OrderViewRow } from './order-views';
import { oneLineAddress } from './order-views';

/** DejaVu Sans from the `dejavu-fonts-ttf` package: embedded in every invoice, so ş ğ ı İ ç ö ü print right. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** The parts of a pdfkit document this file reaches past its API for (pdfkit 0.17). */
interface PdfkitInternals {
  _font: { font: unknown; constructor: new (document: unknown, font: unknown, id: string) => unknown };
  _fontFamilies: Record<string, unknown>;
  _fontCount: number;
}
let parsed: { body: unknown; bold: unknown; EmbeddedFont: PdfkitInternals['_font']['constructor'] } | null = null;

/**
 * Gives `doc` the fonts 'body' and 'bold'. pdfkit parses a font file anew for every document, and with it the
 * tables its text layout reads: profiled under the place-order bench (line 9), that was most of the invoice
 * worker's CPU, which the api shares. So the first invoice parses the two files and the next ones reuse the parsed
 * fonts, each document with its own pdfkit font object (its own subset and PDF objects); pdfkit only reads them.
 */
function addFonts(doc: PDFKit.PDFDocument): void {
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const internals = doc as unknown as PdfkitInternals;
  if (!parsed) {
    const bold = doc.font('bold') && internals._font;
    const body = doc.font('body') && internals._font;
    parsed = { body: body.font, bold: bold.font, EmbeddedFont: body.constructor };
    return;
  }
  for (const name of ['body', 'bold'] as const) {
    internals._fontCount += 1;
    internals._fontFamilies[name] = new parsed.EmbeddedFont(doc, parsed[name], `F${internals._fontCount}`);
  }
}

const COPY = {
  tr: {
    title: 'FATURA',
    number: 'Fatura No',
    date: 'Fatura Tarihi',
    order: 'Sipariş No',
    seller: 'Satıcı',
    buyer: 'Alıcı',
    taxOffice: 'Vergi Dairesi',
    item: 'Ürün',
    qty: 'Adet',
    unit: 'Birim Fiyat',
    amount: 'Tutar',
    subtotal: 'Ara Toplam',
    vat: (rate: string) => `KDV (%${rate})`,
    shipping: 'Kargo',
    fee: 'Kapıda ödeme ücreti',
    total: 'Genel Toplam',
    thanks: 'Harman Kahve’yi tercih ettiğiniz için teşekkür ederiz. Kavrulmuş çekirdek, özenle öğütülmüş lezzet.',
  },
  en: {
    title: 'INVOICE',
    number: 'Invoice No',
    date: 'Invoice Date',
    order: 'Order No',
    seller: 'Seller',
    buyer: 'Buyer',
    taxOffice: 'Tax Office',
    item: 'Item',
    qty: 'Qty',
    unit: 'Unit Price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    vat: (rate: string) => `VAT (${rate}%)`,
    shipping: 'Shipping',
    fee: 'Cash on delivery fee',
    total: 'Total',
    thanks: 'Thank you for choosing Harman Kahve (Türkiye: kavrulmuş çekirdek, özenle öğütülmüş lezzet).',
  },
} as const;

function money(kurus: number, language: Language): string {
  return new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
}

/**
 * The invoice of one order as a PDF: the seller, the buyer and address, the lines, VAT and totals as stored when
 * the order was placed, in the order's language. Deterministic apart from the date it is given.
 */
export function renderInvoicePdf(
  order: OrderViewRow,
  invoice: { number: string; issuedAt: Date },
  settings: CheckoutSettings,
): Promise<Buffer> {
  const language = order.language;
  const c = COPY[language];
  // No default font (pdfkit would parse Helvetica's metrics for a font this invoice never uses).
  const doc = new PDFDocument({ size: 'A4', margin: 50, font: '', info: { Title: `${c.title} ${invoice.number}`, Author: settings.seller.name } });
  addFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const dateOf = (date: Date) => date.toLocaleDateString(language === 'tr' ? 'tr-TR' : 'en-GB', { timeZone: 'Europe/Istanbul' });

  doc.font('bold').fontSize(20).text(c.title, { align: 'right' });
  doc.font('body').fontSize(10);
  doc.text(`${c.number}: ${invoice.number}`, { align: 'right' });
  doc.text(`${c.date}: ${dateOf(invoice.issuedAt)}`, { align: 'right' });
  doc.text(`${c.order}: ${order.number}`, { align: 'right' });
  doc.moveDown();

  doc.font('bold').text(c.seller);
  doc.font('body').text(settings.seller.name).text(settings.seller.address);
  doc.text(`${c.taxOffice}: ${settings.seller.taxOffice} · VKN ${settings.seller.taxNumber}`);
  doc.text(`${settings.seller.email} · ${settings.seller.phone}`);
  doc.moveDown();
  doc.font('bold').text(c.buyer);
  doc.font('body').text(order.shipping_address.fullName).text(oneLineAddress(order.shipping_address)).text(order.email);
  doc.moveDown();

  const columns = [50, 310, 360, 450];
  const row = (cells: string[], font: 'body' | 'bold') => {
    const y = doc.y;
    doc.font(font);
    doc.text(cells[0], columns[0], y, { width: 250 });
    const bottom = doc.y;
    doc.text(cells[1], columns[1], y, { width: 40, align: 'right' });
    doc.text(cells[2], columns[2], y, { width: 80, align: 'right' });
    doc.text(cells[3], columns[3], y, { width: 95, align: 'right' });
    doc.y = Math.max(bottom, doc.y);
    doc.x = columns[0];
  };
  row([c.item, c.qty, c.unit, c.amount], 'bold');
  for (const line of order.lines) {
    const name = language === 'en' ? line.nameEn : line.name;
    row([`${name}${line.variant ? ` (${line.variant})` : ''}`, String(line.quantity), money(line.unitPrice, language), money(line.lineTotal, language)], 'body');
  }
  doc.moveDown();
  const rate = (order.vat_rate_bp / 100).toLocaleString(language === 'tr' ? 'tr-TR' : 'en-GB');
  const sums: [string, number][] = [
    [c.subtotal, order.subtotal],
    [c.vat(rate), order.vat],
    [c.shipping, order.shipping],
    ...(order.payment_fee > 0 ? ([[c.fee, order.payment_fee]] as [string, number][]) : []),
    [c.total, order.total],
  ];
  for (const [label, amount] of sums) row([label, '', '', money(amount, language)], label === c.total ? 'bold' : 'body');
  doc.moveDown(2);
  doc.font('body').fontSize(9).text(c.thanks, columns[0]);
  doc.end();
  return done;
}
