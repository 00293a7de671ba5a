import { sessionFetch } from '@harman/auth';
import {
  notificationBroadcastResultSchema,
  type NotificationBroadcast,
  type NotificationBroadcastResult,
} from '@harman/contracts';

/** `POST /api/admin/notifications/broadcasts`: queued (202); the worker writes and delivers it in batches. */
export function sendBroadcast(body: NotificationBroadcast): Promise<NotificationBroadcastResult> {
  return sessionFetch('admin/notifications/broadcasts', { method: 'POST', body, schema: notificationBroadcastResultSchema });
}
