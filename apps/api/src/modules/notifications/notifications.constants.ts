import type { JobsOptions } from 'bullmq';
import type { LocalizedText, NotificationType } from '@harman/contracts';

export const NOTIFICATIONS_QUEUE_NAME = 'notifications';
export const NOTIFICATIONS_JOB_NAME = 'fan-out';
/** Rows written per INSERT … SELECT of a fan-out. */
export const FAN_OUT_BATCH_SIZE = 1_000;
export const NOTIFICATIONS_WORKER_CONCURRENCY = 2;
export const NOTIFICATIONS_ENQUEUE_TIMEOUT_MS = 1_000;

/** Five tries with back-off from 1 s; completed jobs are kept a day so a repeated event id is a no-op meanwhile. */
export const NOTIFICATIONS_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** What a notification says, the same for every recipient of one event. */
export interface NotificationContent {
  type: NotificationType;
  title: LocalizedText;
  message: LocalizedText;
  url: string | null;
}

/** Who receives an event: named users, or a whole audience that the worker walks in batches. */
export type NotificationAudience =
  | { kind: 'users'; userIds: string[] }
  | { kind: 'customers'; optedInOnly: boolean }
  | { kind: 'staff' }
  /** The customers whose 'back in stock' requests this stock event claimed (stock-alerts.relay.ts). */
  | { kind: 'back_in_stock'; stockEventId: string };

/**
 * One job per event. `eventId` is the idempotency key: with the user id it is unique in the table, and it is the
 * job id, so the same event enqueued twice while its job exists is one job.
 */
export interface NotificationJobData {
  eventId: string;
  content: NotificationContent;
  audience: NotificationAudience;
}

/** Where a fan-out resumes after a retry: the last user id of the last committed batch. */
export interface FanOutProgress {
  cursor: string | null;
  written: number;
}
