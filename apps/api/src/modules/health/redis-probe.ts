import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { once } from 'node:events';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { withTimeout } from '../../common/utils/with-timeout';

/**
 * A connection of its own for the health check: it answers for Redis itself, not for the state of the queue's
 * connection, and it never queues a PING while Redis is away (no offline queue).
 */
@Injectable()
export class RedisProbe implements OnApplicationShutdown {
  private readonly client: Redis;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = new Redis(config.redis.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 1_000,
      commandTimeout: 1_000,
    });
    // Reported through the health check; an unhandled 'error' event would crash the process.
    this.client.on('error', () => undefined);
  }

  async ping(timeoutMs: number): Promise<void> {
    const attempt = async () => {
      // The signal removes the listener when Redis stays away, so frequent checks do not pile them up.
      if (this.client.status !== 'ready') await once(this.client, 'ready', { signal: AbortSignal.timeout(timeoutMs) });
      await this.client.ping();
    };
    await withTimeout(attempt(), timeoutMs, 'Redis PING');
  }

  onApplicationShutdown(): void {
    // Not QUIT: it would wait for a reply from a Redis that may be hung.
    this.client.disconnect();
  }
}
