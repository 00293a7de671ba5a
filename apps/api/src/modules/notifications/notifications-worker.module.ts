import { Module } from '@nestjs/common';
import { WorkerHealthModule } from '../../common/queue/worker-health.module';
import { FanOutWriter } from './fan-out-writer';
import { LivePublisher } from './live-publisher';
import { NotificationsProcessor } from './notifications.processor';

/** The consumer side: the `notifications` worker, its batch writer and the live publisher. */
@Module({
  imports: [WorkerHealthModule],
  providers: [FanOutWriter, LivePublisher, NotificationsProcessor],
})
export class NotificationsWorkerModule {}
