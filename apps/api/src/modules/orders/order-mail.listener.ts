import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { CheckoutSettingsProvider } from './checkout-settings.provider';
import { GuestOrderTokens } from './guest-order-token';
import { orderPageUrl } from './helpers/order-links';
import { bankTransferOf, oneLineAddress } from './helpers/order-views';
import { OrderJobsQueue } from './order-jobs.queue';
import { OrderTransitions, type OrderTransitionEvent } from './order-transitions.service';

/**
 * Listens to every status change: records the confirmation mail in the change's own transaction (once per order:
 * when a paid card order goes to preparation, or when a bank-transfer or cash-on-delivery order is placed) and
 * asks the worker for the invoice once the order is paid or goes to preparation on cash on delivery. The mail
 * states the order's status as it stands then: a paid card order's reads processing, not pending.
 */
@Injectable()
export class OrderMailListener implements OnModuleInit {
  constructor(
    private readonly transitions: OrderTransitions,
    private readonly outbox: MailOutboxService,
    private readonly settings: CheckoutSettingsProvider,
    private readonly guestTokens: GuestOrderTokens,
    private readonly jobs: OrderJobsQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.transitions.onTransition((event) => this.handle(event));
  }

  private async handle({ orderId, change, unit, order }: OrderTransitionEvent): Promise<void> {
    // Only these changes can send the confirmation or ask for the invoice: the rest need no read of the order.
    const paid = change.kind === 'payment' && change.to === 'paid';
    if (!paid && !(change.kind === 'order' && (change.from === null || change.to === 'processing'))) return;
    const row = await order();
    if (!row) return;
    const byCard = row.payment_method === 'card' || row.payment_method === 'saved_card';
    // A card order is confirmed on its move to preparation, right after its payment (the same transaction), so
    // the mail reads the status the order page shows.
    const confirm =
      (change.kind === 'order' && change.to === 'processing' && byCard && row.payment_status === 'paid') ||
      (change.kind === 'order' && change.from === null && !byCard);
    const invoice =
      (change.kind === 'payment' && change.to === 'paid') ||
      (change.kind === 'order' && change.to === 'processing' && row.payment_method === 'cash_on_delivery');
    if (invoice) unit.afterCommit(() => this.jobs.add({ name: 'invoice', data: { orderId } }));
    if (!confirm) return;
    // Only a bank transfer's mail shows settings (the account to pay to): no read inside the transaction otherwise.
    const bank = row.payment_method === 'bank_transfer' ? bankTransferOf(row, await this.settings.get(unit.manager)) : null;
    const orderUrl = orderPageUrl(this.config.appBaseUrl, this.guestTokens, { id: row.id, userId: row.user_id, language: row.language });
    const outboxId = await this.outbox.record(unit.manager, {
      to: row.email,
      template: 'order-confirmation',
      language: row.language,
      data: {
        orderNumber: row.number,
        status: row.status,
        lines: row.lines.map((line) => ({
          name: row.language === 'en' ? line.nameEn : line.name,
          variant: line.variant,
          quantity: line.quantity,
          lineTotalKurus: line.lineTotal,
        })),
        subtotalKurus: row.subtotal,
        vatKurus: row.vat,
        shippingKurus: row.shipping,
        paymentFeeKurus: row.payment_fee,
        totalKurus: row.total,
        address: oneLineAddress(row.shipping_address),
        deliveryMethod: row.delivery_method,
        paymentMethod: row.payment_method,
        bankTransfer: bank ? { bankName: bank.bankName, accountHolder: bank.accountHolder, iban: bank.iban, reference: bank.reference, payBy: bank.payBy } : null,
        orderUrl,
      },
    });
    unit.afterCommit(() => this.outbox.dispatch([outboxId]));
  }
}
