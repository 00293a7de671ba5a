import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { everySoOften } from '../../common/utils/every-so-often';
import { withTimeout } from '../../common/utils/with-timeout';
import { workerConnection } from '../../common/queue/redis-connections';
import { WorkerHealth } from '../../common/queue/worker-health';
import {
  MAIL_QUEUE_NAME,
  MAIL_WORKER_CLOSE_TIMEOUT_MS,
  MAIL_WORKER_CONCURRENCY,
  type MailJobData,
} from './mail.constants';
import { MailDeliveryService, type DeliveryResult } from './mail-delivery.service';

/**
 * The `mail` queue's worker. Thin: it maps a job to one delivery and the delivery's result to BullMQ's retry rules
 * (a permanent failure ends the job at once; a transient one is retried with back-off).
 */
@Injectable()
export class MailProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailProcessor.name);
  private worker?: Worker<MailJobData>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly delivery: MailDeliveryService,
    private readonly health: WorkerHealth,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker<MailJobData>(MAIL_QUEUE_NAME, (job) => this.process(job), {
      connection: workerConnection(this.config.redis.url),
      prefix: this.config.queuePrefix,
      concurrency: MAIL_WORKER_CONCURRENCY,
    });
    // While Redis is away the worker reports every reconnect attempt: one line per interval is enough.
    const logError = (error: Error) => this.logger.warn(`Mail worker error: ${error.message}`);
    this.worker.on('error', everySoOften(10_000, logError));
    this.health.watch(MAIL_QUEUE_NAME, this.worker);
  }

  async process(job: Job<MailJobData>): Promise<Extract<DeliveryResult['outcome'], 'sent' | 'skipped'>> {
    const finalAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    const result = await this.delivery.deliver(job.data.outboxId, { finalAttempt });
    if (result.outcome === 'failed') throw new UnrecoverableError(result.error);
    if (result.outcome === 'retry') {
      const context = { outboxId: job.data.outboxId, attempt: job.attemptsMade + 1, error: result.error };
      this.logger.warn(context, 'Mail attempt failed; will retry');
      throw new Error(result.error);
    }
    return result.outcome;
  }

  /**
   * Before the database closes: lets in-flight mails finish, up to a limit; past it the worker is closed forcibly
   * and its jobs come back as stalled to the next worker.
   */
  async beforeApplicationShutdown(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    this.health.forget(MAIL_QUEUE_NAME);
    try {
      await withTimeout(worker.close(), MAIL_WORKER_CLOSE_TIMEOUT_MS, 'Mail worker close');
    } catch (error) {
      this.logger.warn(`${(error as Error).message}; closing forcibly`);
      await worker.close(true);
    }
  }
}
