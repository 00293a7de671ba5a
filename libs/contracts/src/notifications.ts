// zod/mini: the shell's bell reads these on every page (see language.ts).
import * as z from 'zod/mini';

/**
 * In-app notifications (spec §3 Notification, §4 states, §9 constants; DECISIONS: a table, a fan-out queue and
 * Server-Sent Events). Texts are stored in both languages, so a language switch needs no new request.
 */
export const NOTIFICATION_TYPES = ['order_status', 'promotion', 'account', 'system', 'product', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The list shows the 50 newest; the badge shows 99+ above 99. */
export const NOTIFICATIONS_FETCHED = 50;
export const NOTIFICATION_BADGE_MAX = 99;
export const NOTIFICATION_SOUND_VOLUME = 0.5;
export const NOTIFICATION_HIGHLIGHT_MS = 1_000;
/** A comment line on an idle stream at this interval keeps proxies from closing it. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
/** What the stream tells EventSource to wait before reconnecting. */
export const NOTIFICATION_RECONNECT_MS = 3_000;

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

export const localizedTextSchema = z.object({ tr: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: localizedTextSchema,
  message: localizedTextSchema,
  read: z.boolean(),
  createdAt: z.nullable(z.string()),
  data: z.object({ url: z.optional(z.nullable(z.string())) }),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications?filter=all|unread`: the 50 newest of that filter, and the unread count. */
export const notificationListQuerySchema = z.object({
  filter: z._default(z.enum(NOTIFICATION_FILTERS), 'all'),
});
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unreadCount: z.number(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * Events of `GET /api/notifications/stream` (text/event-stream). `ready` (a fresh stream) and `notification` carry
 * the SSE id used for Last-Event-ID catch-up; `read` and `deleted` keep every tab of the user in step.
 */
export const NOTIFICATION_STREAM_EVENTS = { ready: 'ready', created: 'notification', read: 'read', deleted: 'deleted' } as const;
export const notificationReadEventSchema = z.object({
  ids: z.array(z.string()),
  all: z.boolean(),
  unreadCount: z.number(),
});
export const notificationDeletedEventSchema = z.object({ id: z.string(), unreadCount: z.number() });

/**
 * A link a notification may carry: a path of this site, or an https address. Never `javascript:` or a
 * protocol-relative `//host`.
 */
export function isSafeNotificationUrl(url: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(url) || /^https:\/\/[^\s/]+(\/[^\s]*)?$/i.test(url);
}

/** Window events through which the shell tells remotes (the dashboard's bell) the unread count, and they ask it to
 * open its panel: what the shell and the remotes agree on is data, not a shared object. */
export const NOTIFICATIONS_STATE_EVENT = 'harman:notifications-state';
export const NOTIFICATIONS_OPEN_EVENT = 'harman:notifications-open';
/** The same count, on `<html data-unread-notifications>`, for a remote that mounts after the last event. */
export const NOTIFICATIONS_UNREAD_ATTRIBUTE = 'data-unread-notifications';

/** The badge text: the count, '99+' above 99. */
export function notificationBadgeText(count: number): string {
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}
