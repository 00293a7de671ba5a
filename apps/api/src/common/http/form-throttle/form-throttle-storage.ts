import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import { once } from 'node:events';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config';
import { everySoOften } from '../../utils/every-so-often';
import { withTimeout } from '../../utils/with-timeout';

/** Past this the throttle store counts as unreachable and the request goes on without it (SECURITY S19). */
const THROTTLE_STORE_TIMEOUT_MS = 500;
/** After a failure the store is let be this long: during an outage one request a second waits for it, not each. */
const THROTTLE_STORE_RETRY_MS = 1_000;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** What the guard gets when the store cannot count: nothing counted, so nothing blocked. */
const NOT_COUNTED: ThrottlerStorageRecord = { totalHits: 0, timeToExpire: 0, isBlocked: false, timeToBlockExpire: 0 };

/**
 * The form endpoints' request counters in Redis (`ThrottlerStorageRedisService`: one atomic script per request), so
 * the burst limit holds across api replicas. Its keys live under `<QUEUE_PREFIX>:form-throttle:` (the client's
 * `keyPrefix`), apart from other stacks and test runs on the same Redis.
 * It fails open, as the form limits do (SECURITY S19, spec §8): when Redis is down or does not answer within
 * 500 ms, the request is not throttled and a warning is logged (at most every 10 s); for the next second requests
 * go on without asking it, then it is tried again.
 */
@Injectable()
export class FormThrottleStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly logger = new Logger(FormThrottleStorage.name);
  private readonly redis: Redis;
  private readonly counters: ThrottlerStorageRedisService;
  private unusedUntil = 0;
  private readonly warnUnavailable = everySoOften(10_000, (error: unknown) =>
    this.logger.warn(
      { event: 'form_throttle_unavailable', err: error instanceof Error ? error.message : String(error) },
      'Form request throttle store unreachable: requests are not throttled',
    ),
  );

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis(config.redis.url, {
      keyPrefix: `${config.queuePrefix}:form-throttle:`,
      // No queue of commands while disconnected, no retries, a bound per command: a dead or hung Redis costs a
      // request at most the timeout, never a wait for a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 1_000,
      commandTimeout: THROTTLE_STORE_TIMEOUT_MS,
    });
    this.redis.on('error', () => undefined); // reported through `warnUnavailable` when a count fails
    // Given a client, the service leaves connecting and closing it to us.
    this.counters = new ThrottlerStorageRedisService(this.redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (Date.now() < this.unusedUntil) return NOT_COUNTED;
    try {
      return await withTimeout(
        this.whenReady().then(() => this.counters.increment(key, ttl, limit, blockDuration, throttlerName)),
        THROTTLE_STORE_TIMEOUT_MS,
        'Form request throttle',
      );
    } catch (error) {
      this.unusedUntil = Date.now() + THROTTLE_STORE_RETRY_MS;
      this.warnUnavailable(error);
      return NOT_COUNTED;
    }
  }

  /**
   * Right after start (or during a reconnect) the client may still be connecting: wait for it, within the budget.
   * Between reconnect attempts, or once closed, there is nothing to wait for.
   */
  private async whenReady(): Promise<void> {
    const { status } = this.redis;
    if (status === 'ready') return;
    if (status !== 'connecting' && status !== 'connect') throw new Error(`Form request throttle store is ${status}`);
    await once(this.redis, 'ready', { signal: AbortSignal.timeout(THROTTLE_STORE_TIMEOUT_MS) });
  }

  onApplicationShutdown(): void {
    // Also reached as the throttler's storage provider: a second disconnect does nothing.
    this.redis.disconnect();
  }
}
