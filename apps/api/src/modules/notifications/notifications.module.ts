import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { BroadcastController } from './broadcast.controller';
import { LivePublisher } from './live-publisher';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { NotifierModule } from './notifier.module';
import { BackInStockController } from './stock-alerts/back-in-stock.controller';
import { BackInStockService } from './stock-alerts/back-in-stock.service';
import { StreamHub } from './stream-hub';

/**
 * The user's endpoints, the staff broadcast, 'Stoğa gelince haber ver' and the live streams of this replica. Producers import
 * `NotifierModule`; the fan-out runs in `NotificationsWorkerModule` (worker.ts, or here when RUN_WORKERS is on).
 */
@Module({
  imports: [SecurityLogModule, NotifierModule, RateLimitModule],
  controllers: [NotificationsController, BroadcastController, BackInStockController],
  providers: [LivePublisher, NotificationsService, StreamHub, BackInStockService],
})
export class NotificationsModule {}
