import { Module } from '@nestjs/common';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { BroadcastController } from './broadcast.controller';
import { LivePublisher } from './live-publisher';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { NotifierModule } from './notifier.module';
import { StreamHub } from './stream-hub';

/**
 * The user's endpoints, the staff broadcast and the live streams of this replica. Producers import
 * `NotifierModule`; the fan-out runs in `NotificationsWorkerModule` (worker.ts, or here when RUN_WORKERS is on).
 */
@Module({
  imports: [SecurityLogModule, NotifierModule],
  controllers: [NotificationsController, BroadcastController],
  providers: [LivePublisher, NotificationsService, StreamHub],
})
export class NotificationsModule {}
