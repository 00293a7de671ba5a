import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { producerConnection } from '../../common/queue/redis-connections';
import { everySoOften } from '../../common/utils/every-so-often';
import { withTimeout } from '../../common/utils/with-timeout';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { jobIdOf, ORDER_JOB_OPTIONS, ORDER_JOBS_QUEUE_NAME, type OrderJob } from './order-jobs.constants';

/**
 * The producer side of the `orders` queue. Adding never fails a request: the database already says what is due,
 * and the worker's sweeper finds anything whose job could not be added.
 */
@Injectable()
export class OrderJobsQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(OrderJobsQueue.name);
  readonly queue: Queue;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.queue = new Queue(ORDER_JOBS_QUEUE_NAME, {
      connection: producerConnection(config.redis.url),
      prefix: config.queuePrefix,
      defaultJobOptions: ORDER_JOB_OPTIONS,
    });
    this.queue.on('error', everySoOften(10_000, (error: Error) => this.logger.warn(`Orders queue connection error: ${error.message}`)));
  }

  /** Adds the job to run at `runAt` (now when omitted or past). */
  async add(job: OrderJob, runAt?: Date): Promise<void> {
    const delay = runAt ? Math.max(0, runAt.getTime() - Date.now()) : 0;
    try {
      await withTimeout(this.queue.add(job.name, job.data, { jobId: jobIdOf(job), delay }), 1_000, 'Order job enqueue');
    } catch (error) {
      this.logger.warn({ job: job.name, err: error }, 'Could not enqueue an order job; the sweeper will pick it up');
    }
  }

  /** Replaces a finished job of the same id (a release job that ran before its session was extended, say). */
  async replace(job: OrderJob, runAt?: Date): Promise<void> {
    try {
      const existing = await this.queue.getJob(jobIdOf(job));
      if (existing) {
        const state = await existing.getState();
        if (state === 'completed' || state === 'failed') await existing.remove();
        else return;
      }
    } catch {
      // Redis away: the sweeper covers it.
    }
    await this.add(job, runAt);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
