import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { AccountModule } from '../account/account.module';
import { MailModule } from '../mail/mail.module';
import { SettingsModule } from '../settings/settings.module';
import { NotifierModule } from '../notifications/notifier.module';
import { PaymentsModule } from '../payments/payments.module';
import { UsersModule } from '../users/users.module';
import { CheckoutController } from './checkout.controller';
import { CheckoutService } from './checkout.service';
import { CheckoutSettingsProvider } from './checkout-settings.provider';
import { CustomerOrdersController } from './customer-orders.controller';
import { CustomerOrdersService } from './customer-orders.service';
import { GuestOrderTokens } from './guest-order-token';
import { GuestOrdersController } from './guest-orders.controller';
import { InvoiceService } from './invoice.service';
import { OrderJobsQueue } from './order-jobs.queue';
import { OrderLifecycle } from './order-lifecycle.service';
import { OrderMailListener } from './order-mail.listener';
import { OrderNotificationsListener } from './order-notifications.listener';
import { OrderTransitions } from './order-transitions.service';
import { PlaceOrderService } from './place-order.service';

/**
 * Checkout and orders: pricing, the checkout session and its stock, placing and paying, the state machines with
 * their history, the customer's and a guest's reads, invoices. Exports what other modules hook into: the
 * transitions (listeners, admin status changes), the lifecycle (cancel), the customer reads and the settings.
 */
@Module({
  imports: [ClockModule, MailModule, NotifierModule, PaymentsModule, UsersModule, AccountModule, SettingsModule],
  controllers: [CheckoutController, CustomerOrdersController, GuestOrdersController],
  providers: [
    CheckoutSettingsProvider,
    CheckoutService,
    PlaceOrderService,
    OrderTransitions,
    OrderLifecycle,
    OrderMailListener,
    OrderNotificationsListener,
    OrderJobsQueue,
    GuestOrderTokens,
    CustomerOrdersService,
    InvoiceService,
  ],
  exports: [OrderTransitions, OrderLifecycle, GuestOrderTokens, CustomerOrdersService, CheckoutSettingsProvider, CheckoutService, InvoiceService, OrderJobsQueue],
})
export class OrdersModule {}
