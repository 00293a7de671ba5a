import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { withTimeout } from '../../common/utils/with-timeout';
import { NotificationsQueue } from './notifications.queue';
import {
  NOTIFICATIONS_ENQUEUE_TIMEOUT_MS,
  type NotificationAudience,
  type NotificationContent,
} from './notifications.constants';

export interface NotifyRequest {
  /** Idempotency key of the event, e.g. `order:<id>:shipped`; a fresh one when the event has no natural key. */
  eventId?: string;
  content: NotificationContent;
  audience: NotificationAudience;
}

/**
 * What producers call (account events, orders, back in stock, staff alerts, broadcasts): one job per event. A
 * notification is never worth failing the request that caused it, so an enqueue that fails is logged, not thrown,
 * unless the caller asks (`strict`, the admin's broadcast, which must say it did not go).
 */
@Injectable()
export class Notifier {
  private readonly logger = new Logger(Notifier.name);

  constructor(private readonly queue: NotificationsQueue) {}

  async notify(request: NotifyRequest, options: { strict?: boolean } = {}): Promise<string> {
    const eventId = request.eventId ?? randomUUID();
    if (request.audience.kind === 'users' && request.audience.userIds.length === 0) return eventId;
    try {
      await withTimeout(
        this.queue.add({ eventId, content: request.content, audience: request.audience }),
        NOTIFICATIONS_ENQUEUE_TIMEOUT_MS,
        'Notification enqueue',
      );
    } catch (error) {
      if (options.strict) throw error;
      this.logger.warn({ eventId, err: error }, 'Could not enqueue a notification');
    }
    return eventId;
  }

  /** The same content for one user. */
  notifyUser(userId: string, content: NotificationContent, eventId?: string): Promise<string> {
    return this.notify({ eventId, content, audience: { kind: 'users', userIds: [userId] } });
  }

  /** Every admin (new order, new form submission, low stock). */
  notifyStaff(content: NotificationContent, eventId?: string): Promise<string> {
    return this.notify({ eventId, content, audience: { kind: 'staff' } });
  }
}
