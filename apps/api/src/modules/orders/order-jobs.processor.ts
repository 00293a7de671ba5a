import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { workerConnection } from '../../common/queue/redis-connections';
import { WorkerHealth } from '../../common/queue/worker-health';
import { everySoOften } from '../../common/utils/every-so-often';
import { withTimeout } from '../../common/utils/with-timeout';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CheckoutService } from './checkout.service';
import { InvoiceService } from './invoice.service';
import { ORDER_JOBS_QUEUE_NAME, ORDER_SWEEP_INTERVAL_MS, ORDER_WORKER_CONCURRENCY, type OrderJob } from './order-jobs.constants';
import { OrderLifecycle } from './order-lifecycle.service';

/**
 * The `orders` worker: releases expired checkout sessions, cancels orders whose payment time is over, and makes
 * invoices. A sweeper runs at start and on an interval for anything whose job was lost (Redis down when it was
 * due to be added, an api killed between its commit and the enqueue): the database, not the queue, says what is due.
 */
@Injectable()
export class OrderJobsProcessor implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OrderJobsProcessor.name);
  private worker?: Worker;
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<number>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly checkout: CheckoutService,
    private readonly lifecycle: OrderLifecycle,
    private readonly invoices: InvoiceService,
    private readonly clock: Clock,
    private readonly health: WorkerHealth,
  ) {}

  onApplicationBootstrap(): void {
    this.worker = new Worker(ORDER_JOBS_QUEUE_NAME, (job) => this.process(job as Job<OrderJob['data']>), {
      connection: workerConnection(this.config.redis.url),
      prefix: this.config.queuePrefix,
      concurrency: ORDER_WORKER_CONCURRENCY,
    });
    this.worker.on('error', everySoOften(10_000, (error: Error) => this.logger.warn(`Orders worker error: ${error.message}`)));
    this.health.watch(ORDER_JOBS_QUEUE_NAME, this.worker);
    void this.tick();
    this.timer = setInterval(() => void this.tick(), ORDER_SWEEP_INTERVAL_MS);
  }

  async process(job: Job<OrderJob['data']>): Promise<unknown> {
    const data = job.data as Record<string, string>;
    if (job.name === 'release-checkout') return this.checkout.releaseIfExpired(data.checkoutId);
    if (job.name === 'expire-order') return this.lifecycle.expireIfUnpaid(data.orderId);
    if (job.name === 'invoice') return this.invoices.issue(data.orderId);
    throw new Error(`Unknown orders job ${job.name}`);
  }

  /**
   * One pass over what is overdue, as of the clock's time when it starts: a pass already running is awaited
   * first (it may have read an earlier time), and calls made together share the new pass. Returns how much it settled.
   */
  async sweep(): Promise<number> {
    await this.sweeping?.catch(() => undefined);
    this.sweeping ??= this.runSweep().finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async runSweep(): Promise<number> {
    const now = this.clock.now();
    let settled = 0;
    const sessions = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM checkout_sessions WHERE status = 'active' AND expires_at <= $1 ORDER BY expires_at LIMIT 500`,
      [now],
    );
    for (const { id } of sessions) if (await this.checkout.releaseIfExpired(id)) settled += 1;
    const orders = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM orders WHERE status = 'pending' AND payment_status IN ('pending', 'failed') AND payment_due_at <= $1
       ORDER BY payment_due_at LIMIT 500`,
      [now],
    );
    for (const { id } of orders) if (await this.lifecycle.expireIfUnpaid(id)) settled += 1;
    const invoiceable = await this.dataSource.query<{ id: string }[]>(
      `SELECT o.id FROM orders o LEFT JOIN invoices i ON i.order_id = o.id
       WHERE i.order_id IS NULL AND (o.payment_status = 'paid' OR (o.payment_method = 'cash_on_delivery' AND o.status <> 'cancelled'))
         AND o.updated_at < $1
       LIMIT 200`,
      [new Date(now.getTime() - 30_000)],
    );
    for (const { id } of invoiceable) if (await this.invoices.issue(id)) settled += 1;
    return settled;
  }

  private async tick(): Promise<void> {
    try {
      const settled = await this.sweep();
      if (settled > 0) this.logger.log(`Order sweeper settled ${settled} overdue item(s)`);
    } catch (error) {
      this.logger.warn(`Order sweep failed: ${(error as Error).message}`);
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping?.catch(() => undefined);
    const worker = this.worker;
    if (!worker) return;
    this.worker = undefined;
    this.health.forget(ORDER_JOBS_QUEUE_NAME);
    try {
      await withTimeout(worker.close(), 10_000, 'Orders worker close');
    } catch {
      await worker.close(true);
    }
  }
}
