import { Inject, Injectable } from '@nestjs/common';
import type { Worker } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { BlockingConnectionWatch } from './blocking-connection-watch';

/**
 * The queue workers of this process, as the health check sees them: down when one's blocking Redis client has
 * not been ready for longer than `WORKER_UNREADY_LIMIT_MS` (SECURITY R5). Shorter gaps are normal: BullMQ drops
 * and reopens that connection when a blocking wait overruns.
 */
@Injectable()
export class WorkerHealth {
  private readonly watches = new Map<string, BlockingConnectionWatch>();
  private readonly limitMs: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limitMs = config.workerUnreadyLimitMs;
  }

  watch(name: string, worker: Worker): void {
    const watch = new BlockingConnectionWatch();
    this.watches.set(name, watch);
    // Resolves once the client first connects; until then the watch counts it as not ready.
    worker
      .getBackend()
      .blockingClient?.then((client) => watch.follow(client))
      .catch(() => undefined);
  }

  forget(name: string): void {
    this.watches.delete(name);
  }

  /** Undefined when this process runs no workers (RUN_WORKERS=false: they run in `worker.ts`). */
  status(): 'up' | 'down' | undefined {
    if (this.watches.size === 0) return undefined;
    const stuck = [...this.watches.values()].some((watch) => watch.notReadyForMs() > this.limitMs);
    return stuck ? 'down' : 'up';
  }
}
