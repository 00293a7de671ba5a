import { Injectable } from '@nestjs/common';
import type { Health } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { WorkerHealth } from '../../common/queue/worker-health';
import { withTimeout } from '../../common/utils/with-timeout';
import { MailQueue } from '../mail/mail.queue';
import { RedisProbe } from './redis-probe';

/** Each check has this long; they run in parallel, so the endpoint answers within ~1.5 s whatever hangs. */
const CHECK_TIMEOUT_MS = 1_500;

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly redis: RedisProbe,
    private readonly mailQueue: MailQueue,
    private readonly workers: WorkerHealth,
  ) {}

  async check(): Promise<Health> {
    const [database, redis, queue] = await Promise.all([
      this.up(withTimeout(this.dataSource.query('SELECT 1'), CHECK_TIMEOUT_MS, 'Database check')),
      this.up(this.redis.ping(CHECK_TIMEOUT_MS)),
      withTimeout(this.mailQueue.counts(), CHECK_TIMEOUT_MS, 'Queue check').then(
        (counts) => ({ status: 'up' as const, ...counts }),
        () => ({ status: 'down' as const }),
      ),
    ]);
    const worker = this.workers.status();
    const allUp = redis === 'up' && queue.status === 'up' && worker !== 'down';
    const status = database === 'down' ? 'down' : allUp ? 'ok' : 'degraded';
    return { status, checks: { database, redis, queue, ...(worker && { worker }) } };
  }

  private up(probe: Promise<unknown>): Promise<'up' | 'down'> {
    return probe.then(
      () => 'up',
      () => 'down',
    );
  }
}
