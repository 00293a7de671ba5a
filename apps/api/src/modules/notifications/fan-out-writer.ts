import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FAN_OUT_BATCH_SIZE, type NotificationAudience, type NotificationContent } from './notifications.constants';

export interface WrittenBatch {
  /** The last user id this batch covered (the next batch starts after it); null when nothing was left. */
  cursor: string | null;
  /** Users this batch covered, new or not. */
  covered: number;
  /** Rows inserted now: [userId, notificationId, seq]; a row of an earlier try is not among them. */
  inserted: [string, string, number][];
  createdAt: string;
}

/** Which users of the audience, as a WHERE clause over `users u` (no user input in it). */
function audienceFilter(audience: NotificationAudience): string {
  switch (audience.kind) {
    case 'users':
      return `u.id = ANY($6::uuid[])`;
    case 'customers':
      return audience.optedInOnly ? `u.role = 'user' AND u.newsletter` : `u.role = 'user'`;
    case 'staff':
      return `u.role = 'admin'`;
    case 'back_in_stock':
      return `u.id IN (SELECT r.user_id FROM back_in_stock_requests r WHERE r.event_id = $6::uuid)`;
  }
}

/**
 * Writes one batch of a fan-out with a single set-based statement: the next users of the audience in id order
 * after the cursor, INSERT … SELECT, ON CONFLICT (event_id, user_id) DO NOTHING. A retried batch therefore writes
 * only the rows the failed try did not commit, and RETURNING names exactly the users to notify live.
 */
@Injectable()
export class FanOutWriter {
  constructor(private readonly dataSource: DataSource) {}

  async writeBatch(
    eventId: string,
    content: NotificationContent,
    audience: NotificationAudience,
    cursor: string | null,
    batchSize = FAN_OUT_BATCH_SIZE,
  ): Promise<WrittenBatch> {
    const params: unknown[] = [
      eventId,
      content.type,
      JSON.stringify(content.title),
      JSON.stringify(content.message),
      JSON.stringify({ url: content.url }),
    ];
    if (audience.kind === 'users') params.push(audience.userIds);
    if (audience.kind === 'back_in_stock') params.push(audience.stockEventId);
    params.push(cursor ?? '00000000-0000-0000-0000-000000000000', batchSize);
    const after = `$${params.length - 1}::uuid`;
    const limit = `$${params.length}::int`;
    const rows: { cursor: string | null; covered: number; inserted: [string, string, string][]; created_at: Date }[] =
      await this.dataSource.query(
        `WITH batch AS (
           SELECT u.id FROM users u
           WHERE u.status = 'active' AND ${audienceFilter(audience)} AND u.id > ${after}
           ORDER BY u.id LIMIT ${limit}
         ), inserted AS (
           INSERT INTO notifications (user_id, event_id, type, title, message, data)
           SELECT b.id, $1, $2, $3::jsonb, $4::jsonb, $5::jsonb FROM batch b
           ON CONFLICT (event_id, user_id) DO NOTHING
           RETURNING user_id, id, seq
         )
         SELECT (SELECT b.id FROM batch b ORDER BY b.id DESC LIMIT 1) AS cursor,
                (SELECT count(*) FROM batch)::int AS covered,
                COALESCE((SELECT json_agg(json_build_array(i.user_id, i.id, i.seq)) FROM inserted i), '[]'::json) AS inserted,
                now() AS created_at`,
        params,
      );
    const row = rows[0]!;
    return {
      cursor: row.cursor,
      covered: row.covered,
      inserted: row.inserted.map(([userId, id, seq]) => [userId, id, Number(seq)]),
      createdAt: new Date(row.created_at).toISOString(),
    };
  }
}
