import { Module } from '@nestjs/common';
import { WorkerHealthModule } from '../../common/queue/worker-health.module';
import { MailModule } from '../mail/mail.module';
import { FanOutWriter } from './fan-out-writer';
import { LivePublisher } from './live-publisher';
import { NotificationsProcessor } from './notifications.processor';
import { NotifierModule } from './notifier.module';
import { StockAlertsRelay } from './stock-alerts/stock-alerts.relay';

/**
 * The consumer side: the `notifications` worker, its batch writer and the live publisher; and the stock alerts'
 * relay (back in stock, low stock), which produces events for it.
 */
@Module({
  imports: [WorkerHealthModule, NotifierModule, MailModule],
  providers: [FanOutWriter, LivePublisher, NotificationsProcessor, StockAlertsRelay],
  exports: [StockAlertsRelay],
})
export class NotificationsWorkerModule {}
