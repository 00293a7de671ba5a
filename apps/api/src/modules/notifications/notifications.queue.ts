import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { createHash } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { producerConnection } from '../../common/queue/redis-connections';
import { everySoOften } from '../../common/utils/every-so-often';
import {
  NOTIFICATIONS_JOB_NAME,
  NOTIFICATIONS_JOB_OPTIONS,
  NOTIFICATIONS_QUEUE_NAME,
  type NotificationJobData,
} from './notifications.constants';

/** The producer side of the `notifications` queue: one job per event, the job id derived from the event id. */
@Injectable()
export class NotificationsQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(NotificationsQueue.name);
  readonly queue: Queue<NotificationJobData>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.queue = new Queue<NotificationJobData>(NOTIFICATIONS_QUEUE_NAME, {
      connection: producerConnection(config.redis.url),
      prefix: config.queuePrefix,
      defaultJobOptions: NOTIFICATIONS_JOB_OPTIONS,
    });
    this.queue.on('error', everySoOften(10_000, (error: Error) => this.logger.warn(`Notifications queue: ${error.message}`)));
  }

  async add(data: NotificationJobData): Promise<void> {
    await this.queue.add(NOTIFICATIONS_JOB_NAME, data, { jobId: jobIdOf(data.eventId) });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}

/** BullMQ job ids may not contain ':' and event ids do (`order:<id>:shipped`): a digest of it. */
export function jobIdOf(eventId: string): string {
  return `event-${createHash('sha256').update(eventId).digest('hex').slice(0, 32)}`;
}
