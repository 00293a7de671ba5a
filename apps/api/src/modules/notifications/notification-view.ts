import type { AppNotification } from '@harman/contracts';
import type { NotificationContent } from './notifications.constants';
import type { NotificationRow } from './notification.entity';

/** The api's view of a row: explicit fields only (SECURITY S13). */
export function toNotificationView(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    read: row.readAt !== null,
    createdAt: row.createdAt ? new Date(row.createdAt).toISOString() : null,
    data: { url: row.data?.url ?? null },
  };
}

/** A row just written by a fan-out, as its live event carries it. */
export function toLiveNotification(id: string, content: NotificationContent, createdAt: string): AppNotification {
  return {
    id,
    type: content.type,
    title: content.title,
    message: content.message,
    read: false,
    createdAt,
    data: { url: content.url },
  };
}
