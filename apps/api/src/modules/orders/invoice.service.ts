import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { CheckoutSettingsProvider } from './checkout-settings.provider';
import { renderInvoicePdf } from './helpers/invoice-pdf';
import { loadOrderRow } from './helpers/order-views';

/**
 * Invoices: made by the worker once an order is paid (or goes to preparation on cash on delivery). The number is
 * `HRM-F-<year>-<n>`, n counting from 1 each year with no gaps: the yearly counter row is locked, incremented and
 * used in the same transaction as the invoice row, so a failed invoice gives its number back.
 */
@Injectable()
export class InvoiceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: CheckoutSettingsProvider,
    private readonly clock: Clock,
  ) {}

  /** Idempotent: an order that has its invoice keeps it. Returns the invoice number. */
  async issue(orderId: string): Promise<string | null> {
    const settings = await this.settings.get();
    return this.dataSource.transaction(async (manager) => {
      const order = await loadOrderRow(manager, 'o.id = $1', [orderId]);
      if (!order) return null;
      if (order.invoice_number) return order.invoice_number;
      const invoiceable = order.payment_status === 'paid' || (order.payment_method === 'cash_on_delivery' && order.status !== 'cancelled');
      if (!invoiceable) return null;
      // Locks the order so two workers never both number it.
      await manager.query(`SELECT id FROM orders WHERE id = $1 FOR NO KEY UPDATE`, [orderId]);
      const [again] = await manager.query<{ number: string }[]>(`SELECT number FROM invoices WHERE order_id = $1`, [orderId]);
      if (again) return again.number;
      const issuedAt = this.clock.now();
      const year = Number(issuedAt.toLocaleString('en-GB', { timeZone: 'Europe/Istanbul', year: 'numeric' }));
      const [counter] = await manager.query<{ last_number: number }[]>(
        `INSERT INTO invoice_counters (year, last_number) VALUES ($1, 1)
         ON CONFLICT (year) DO UPDATE SET last_number = invoice_counters.last_number + 1
         RETURNING last_number`,
        [year],
      );
      const number = `HRM-F-${year}-${String(counter.last_number).padStart(6, '0')}`;
      const pdf = await renderInvoicePdf(order, { number, issuedAt }, settings);
      await manager.query(`INSERT INTO invoices (order_id, number, year, sequence, pdf, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
        orderId,
        number,
        year,
        counter.last_number,
        pdf,
        issuedAt,
      ]);
      return number;
    });
  }

  /** The PDF of an order the caller may read (the caller checks ownership). */
  async pdf(orderId: string): Promise<{ number: string; pdf: Buffer }> {
    const [row] = await this.dataSource.query<{ number: string; pdf: Buffer }[]>(`SELECT number, pdf FROM invoices WHERE order_id = $1`, [orderId]);
    if (!row) throw new AppError(404, 'INVOICE_NOT_READY', 'The invoice is not ready yet');
    return row;
  }
}
