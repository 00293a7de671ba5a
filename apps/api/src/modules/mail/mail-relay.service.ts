import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MAIL_RELAY_BATCH, MAIL_RELAY_INTERVAL_MS, MAIL_RELAY_MIN_AGE_MS } from './mail.constants';
import { MailQueue } from './mail.queue';

/**
 * The outbox's safety net: rows still pending a while after they were written (Redis was down, the enqueue timed
 * out, a job was lost) are queued again. Runs when the workers start and then on an interval; `jobId` = row id
 * makes overlapping runs, and several workers running it, harmless.
 */
@Injectable()
export class MailRelayService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailRelayService.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<number>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: MailQueue,
  ) {}

  onApplicationBootstrap(): void {
    void this.tick();
    this.timer = setInterval(() => void this.tick(), MAIL_RELAY_INTERVAL_MS);
  }

  /** One pass; returns how many rows were queued again. Concurrent calls share the pass in progress. */
  runOnce(): Promise<number> {
    this.running ??= this.relay().finally(() => (this.running = undefined));
    return this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    try {
      const queued = await this.runOnce();
      if (queued > 0) this.logger.log(`Queued ${queued} pending mail(s) again`);
    } catch (error) {
      this.logger.warn(`Mail relay pass failed: ${(error as Error).message}`);
    }
  }

  private async relay(): Promise<number> {
    const rows = await this.dataSource.query<{ id: string }[]>(
      `SELECT id FROM mail_outbox
       WHERE status = 'pending' AND created_at < now() - make_interval(secs => $1)
       ORDER BY created_at
       LIMIT $2`,
      [MAIL_RELAY_MIN_AGE_MS / 1000, MAIL_RELAY_BATCH],
    );
    return rows.length === 0 ? 0 : this.queue.ensureQueued(rows.map((row) => row.id));
  }
}
