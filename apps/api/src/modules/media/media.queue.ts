import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { producerConnection } from '../../common/queue/redis-connections';
import { everySoOften } from '../../common/utils/every-so-often';
import { withTimeout } from '../../common/utils/with-timeout';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MEDIA_JOB_NAME, MEDIA_JOB_OPTIONS, MEDIA_QUEUE_NAME, type MediaJobData } from './media.constants';

/** The producer side of the `media` queue: one job per uploaded picture, `jobId` = the file id. */
@Injectable()
export class MediaQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(MediaQueue.name);
  private readonly queue: Queue<MediaJobData>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.queue = new Queue<MediaJobData>(MEDIA_QUEUE_NAME, {
      connection: producerConnection(config.redis.url),
      prefix: config.queuePrefix,
      defaultJobOptions: MEDIA_JOB_OPTIONS,
    });
    this.queue.on('error', everySoOften(10_000, (error: Error) => this.logger.warn(`Media queue connection error: ${error.message}`)));
  }

  /** Never fails the upload: a picture whose job could not be queued stays pending (shown as such in the admin). */
  async add(fileId: string): Promise<void> {
    try {
      await withTimeout(this.queue.add(MEDIA_JOB_NAME, { fileId }, { jobId: fileId }), 2_000, 'Media enqueue');
    } catch (error) {
      this.logger.warn({ fileId, err: error }, 'Could not enqueue a product picture; it stays pending');
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
