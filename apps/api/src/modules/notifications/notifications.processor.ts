import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { workerConnection } from '../../common/queue/redis-connections';
import { WorkerHealth } from '../../common/queue/worker-health';
import { everySoOften } from '../../common/utils/every-so-often';
import { withTimeout } from '../../common/utils/with-timeout';
import { FanOutWriter } from './fan-out-writer';
import { LivePublisher } from './live-publisher';
import {
  NOTIFICATIONS_QUEUE_NAME,
  NOTIFICATIONS_WORKER_CONCURRENCY,
  type FanOutProgress,
  type NotificationJobData,
} from './notifications.constants';

/**
 * The `notifications` worker: one job per event, written in batches (set-based) and published live after each
 * committed batch. The job's progress holds the cursor, so a retry resumes after the last committed batch; the
 * unique (event, user) makes even a batch that committed but lost its progress write nobody twice.
 */
@Injectable()
export class NotificationsProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(NotificationsProcessor.name);
  private worker?: Worker<NotificationJobData>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly writer: FanOutWriter,
    private readonly publisher: LivePublisher,
    private readonly health: WorkerHealth,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker<NotificationJobData>(NOTIFICATIONS_QUEUE_NAME, (job) => this.process(job), {
      connection: workerConnection(this.config.redis.url),
      prefix: this.config.queuePrefix,
      concurrency: NOTIFICATIONS_WORKER_CONCURRENCY,
    });
    this.worker.on('error', everySoOften(10_000, (error: Error) => this.logger.warn(`Notifications worker: ${error.message}`)));
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ eventId: job?.data.eventId, attempt: job?.attemptsMade, err: error }, 'Notification fan-out attempt failed'),
    );
    this.health.watch(NOTIFICATIONS_QUEUE_NAME, this.worker);
  }

  async process(job: Job<NotificationJobData>): Promise<FanOutProgress> {
    const { eventId, content, audience } = job.data;
    const resumed = job.progress as Partial<FanOutProgress> | number;
    let progress: FanOutProgress =
      typeof resumed === 'object' && resumed !== null
        ? { cursor: resumed.cursor ?? null, written: resumed.written ?? 0 }
        : { cursor: null, written: 0 };
    for (;;) {
      const batch = await this.writer.writeBatch(eventId, content, audience, progress.cursor);
      if (batch.covered === 0) break;
      if (batch.inserted.length > 0) {
        await this.publisher.publish({ kind: 'created', content, createdAt: batch.createdAt, recipients: batch.inserted });
      }
      progress = { cursor: batch.cursor, written: progress.written + batch.inserted.length };
      await job.updateProgress(progress);
    }
    return progress;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    this.health.forget(NOTIFICATIONS_QUEUE_NAME);
    try {
      await withTimeout(worker.close(), 10_000, 'Notifications worker close');
    } catch {
      await worker.close(true);
    }
  }
}
