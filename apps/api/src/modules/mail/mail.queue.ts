import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { everySoOften } from '../../common/utils/every-so-often';
import { producerConnection } from '../../common/queue/redis-connections';
import { MAIL_JOB_NAME, MAIL_JOB_OPTIONS, MAIL_QUEUE_NAME, type MailJobData } from './mail.constants';

export interface MailQueueCounts {
  waiting: number;
  active: number;
  failed: number;
}

/**
 * The producer side of the `mail` queue. One job per outbox row, with `jobId` = the row id, so adding the same
 * row twice while its job exists is a no-op (R11).
 */
@Injectable()
export class MailQueue implements OnApplicationShutdown {
  private readonly logger = new Logger(MailQueue.name);
  private readonly queue: Queue<MailJobData>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.queue = new Queue<MailJobData>(MAIL_QUEUE_NAME, {
      connection: producerConnection(config.redis.url),
      prefix: config.queuePrefix,
      defaultJobOptions: MAIL_JOB_OPTIONS,
    });
    // Without a listener an 'error' event would crash the process; while Redis is down ioredis reports every
    // reconnect attempt, so log at most one line per interval.
    this.queue.on(
      'error',
      everySoOften(10_000, (error: Error) => this.logger.warn(`Mail queue connection error: ${error.message}`)),
    );
  }

  async add(outboxIds: readonly string[]): Promise<void> {
    await this.queue.addBulk(
      outboxIds.map((outboxId) => ({ name: MAIL_JOB_NAME, data: { outboxId }, opts: { jobId: outboxId } })),
    );
  }

  /**
   * Makes sure each row has a live job. A job that already finished (failed after stalling twice, say) while its
   * row is still pending would block a new one with the same id, so it is replaced.
   */
  async ensureQueued(outboxIds: readonly string[]): Promise<number> {
    let queued = 0;
    for (const outboxId of outboxIds) {
      const job = await this.queue.getJob(outboxId);
      if (job) {
        const state = await job.getState();
        if (state !== 'completed' && state !== 'failed') continue;
        await job.remove();
      }
      await this.add([outboxId]);
      queued += 1;
    }
    return queued;
  }

  async counts(): Promise<MailQueueCounts> {
    const counts = await this.queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active', 'failed');
    return {
      waiting: (counts.waiting ?? 0) + (counts.delayed ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      failed: counts.failed ?? 0,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
