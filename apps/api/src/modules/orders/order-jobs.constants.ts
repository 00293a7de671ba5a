import type { JobsOptions } from 'bullmq';

export const ORDER_JOBS_QUEUE_NAME = 'orders';

/**
 * `release-checkout`: a checkout session's 15 minutes are over (delayed job). `expire-order`: an unpaid order's
 * time is over (bank transfer, or a card payment never finished). `invoice`: make the PDF of a paid order.
 * Each has a deterministic job id, so adding it twice is harmless; each handler checks the database first, so
 * running it twice or late is too.
 */
export type OrderJob =
  | { name: 'release-checkout'; data: { checkoutId: string } }
  | { name: 'expire-order'; data: { orderId: string } }
  | { name: 'invoice'; data: { orderId: string } };

export const jobIdOf = (job: OrderJob): string =>
  job.name === 'release-checkout' ? `checkout-${job.data.checkoutId}` : `${job.name}-${job.data.orderId}`;

export const ORDER_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** The sweeper's safety net (a lost job, Redis down at enqueue time): how often it looks for overdue work. */
export const ORDER_SWEEP_INTERVAL_MS = 30_000;
export const ORDER_WORKER_CONCURRENCY = 2;
