import type { NotificationContent } from './notifications.constants';

/**
 * Messages on the Redis channel every api replica listens to. The worker (or any replica) publishes once per
 * batch; each replica writes to the streams of the recipients connected to it.
 */
export type LiveMessage =
  | {
      kind: 'created';
      content: NotificationContent;
      createdAt: string;
      /** [userId, notificationId, seq] of every row this batch wrote. */
      recipients: [string, string, number][];
    }
  | { kind: 'read'; userId: string; ids: string[]; all: boolean; unreadCount: number }
  | { kind: 'deleted'; userId: string; id: string; unreadCount: number };

export function liveChannel(queuePrefix: string): string {
  return `${queuePrefix}:notifications:live`;
}
