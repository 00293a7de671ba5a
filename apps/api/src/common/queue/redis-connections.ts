import type { ConnectionOptions } from 'bullmq';

/**
 * Producers (the api adding jobs, health checks) must fail fast when Redis is down or hung: no offline queue,
 * one try, short timeouts. The mail outbox already holds the work, so a failed enqueue loses nothing.
 */
export function producerConnection(url: string): ConnectionOptions {
  return {
    url,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
  };
}

/** Workers wait instead: BullMQ forces `maxRetriesPerRequest: null` on their blocking connection and reconnects. */
export function workerConnection(url: string): ConnectionOptions {
  return { url, connectTimeout: 5_000 };
}
