import { Injectable } from '@nestjs/common';
import { NOTIFICATIONS_FETCHED, type AppNotification, type NotificationFilter } from '@harman/contracts';
import { DataSource, IsNull, MoreThan, type Repository } from 'typeorm';
import { NotFoundError } from '../../common/errors/app-error';
import { LivePublisher } from './live-publisher';
import { NotificationRow } from './notification.entity';
import { toNotificationView } from './notification-view';

/**
 * A signed-in user's own notifications (spec §7: the 50 newest; mark one or all read; delete). Every query is
 * filtered by the owner, so another user's id is simply not found (SECURITY S13). Each change is published so the
 * user's other tabs and devices follow.
 */
@Injectable()
export class NotificationsService {
  private readonly rows: Repository<NotificationRow>;

  constructor(
    dataSource: DataSource,
    private readonly publisher: LivePublisher,
  ) {
    this.rows = dataSource.getRepository(NotificationRow);
  }

  async list(userId: string, filter: NotificationFilter): Promise<AppNotification[]> {
    const rows = await this.rows.find({
      where: filter === 'unread' ? { userId, readAt: IsNull() } : { userId },
      order: { seq: 'DESC' },
      take: NOTIFICATIONS_FETCHED,
    });
    return rows.map(toNotificationView);
  }

  unreadCount(userId: string): Promise<number> {
    return this.rows.count({ where: { userId, readAt: IsNull() } });
  }

  /** What a reconnecting stream missed: rows after its Last-Event-ID, oldest first, at most the list's 50. */
  async since(userId: string, seq: number): Promise<{ notification: AppNotification; seq: number }[]> {
    const rows = await this.rows.find({
      where: { userId, seq: MoreThan(seq) },
      order: { seq: 'DESC' },
      take: NOTIFICATIONS_FETCHED,
    });
    return rows.reverse().map((row) => ({ notification: toNotificationView(row), seq: row.seq }));
  }

  /** The user's newest sequence number: where a fresh stream starts, so a reconnect resumes from there. */
  async latestSeq(userId: string): Promise<number> {
    const [row] = await this.rows.query(`SELECT COALESCE(max(seq), 0) AS seq FROM notifications WHERE user_id = $1`, [userId]);
    return Number((row as { seq: string | number }).seq);
  }

  async markRead(userId: string, id: string): Promise<number> {
    const found = await this.rows.findOne({ where: { id, userId }, select: { id: true, readAt: true } });
    if (!found) throw new NotFoundError();
    if (!found.readAt) await this.rows.update({ id, userId, readAt: IsNull() }, { readAt: () => 'now()' });
    const unreadCount = await this.unreadCount(userId);
    await this.publisher.publish({ kind: 'read', userId, ids: [id], all: false, unreadCount });
    return unreadCount;
  }

  async markAllRead(userId: string): Promise<number> {
    await this.rows.update({ userId, readAt: IsNull() }, { readAt: () => 'now()' });
    await this.publisher.publish({ kind: 'read', userId, ids: [], all: true, unreadCount: 0 });
    return 0;
  }

  async remove(userId: string, id: string): Promise<number> {
    const result = await this.rows.delete({ id, userId });
    if (!result.affected) throw new NotFoundError();
    const unreadCount = await this.unreadCount(userId);
    await this.publisher.publish({ kind: 'deleted', userId, id, unreadCount });
    return unreadCount;
  }
}
