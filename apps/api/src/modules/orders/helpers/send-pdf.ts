import type { Response } from 'express';

/** An invoice as a download: private, never cached by a proxy. */
export function sendPdf(response: Response, invoice: { number: string; pdf: Buffer }): void {
  response.setHeader('Content-Type', 'application/pdf');
  response.setHeader('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`);
  response.setHeader('Cache-Control', 'private, no-store');
  response.send(invoice.pdf);
}
