import type { JobsOptions } from 'bullmq';

export const MAIL_QUEUE_NAME = 'mail';
export const MAIL_JOB_NAME = 'send';

export interface MailJobData {
  outboxId: string;
}

/** R10/R11: five tries with back-off from 1 s; completed jobs kept a day (dedupe window), failed ones a week. */
export const MAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export const MAIL_WORKER_CONCURRENCY = 5;
/** How long shutdown waits for in-flight mails before closing the worker forcibly (its jobs then stall and retry). */
export const MAIL_WORKER_CLOSE_TIMEOUT_MS = 10_000;
/** An enqueue that takes longer is abandoned; the relay picks the row up. */
export const MAIL_DISPATCH_TIMEOUT_MS = 1_000;
export const MAIL_RELAY_INTERVAL_MS = 30_000;
/** Rows younger than this are left to the request that wrote them. */
export const MAIL_RELAY_MIN_AGE_MS = 30_000;
export const MAIL_RELAY_BATCH = 200;
