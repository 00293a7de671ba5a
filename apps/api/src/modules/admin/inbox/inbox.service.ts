import { Injectable } from '@nestjs/common';
import type { InboxKind, InboxList, InboxUpdate, inboxListQuerySchema, subscriberListQuerySchema, SubscriberList } from '@harman/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { NotFoundError } from '../../../common/errors/app-error';
import { AuditLog, changedFields, type AuditActor } from '../../../common/security/audit-log';
import { likeEscape } from '../products/admin-product-sql';
import { INBOX_TABLES, unescapeHtml } from './inbox-tables';

type Row = Record<string, unknown> & {
  id: string;
  email: string;
  phone: string | null;
  review_status: 'new' | 'in_review' | 'closed';
  internal_note: string;
  created_at: Date;
  total: number;
};

/** Admin › Başvurular: the five forms' submissions with a review status and note, and the newsletter list. */
@Injectable()
export class InboxService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(params: z.output<typeof inboxListQuerySchema>): Promise<InboxList> {
    const spec = INBOX_TABLES[params.kind];
    const values: unknown[] = [];
    const add = (value: unknown) => `$${values.push(value)}`;
    const where: string[] = [];
    if (params.status) where.push(`review_status = ${add(params.status)}`);
    if (params.q) {
      const pattern = add(`%${likeEscape(params.q)}%`);
      where.push(`(email ILIKE ${pattern} OR ${spec.name} ILIKE ${pattern} OR coalesce(message, '') ILIKE ${pattern})`);
    }
    const limit = add(params.pageSize);
    const offset = add((params.page - 1) * params.pageSize);
    const [rows, counts] = await Promise.all([
      this.dataSource.query<Row[]>(
        `SELECT *, ${spec.name} AS display_name, (count(*) OVER ())::int AS total FROM ${spec.table}
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at DESC, id LIMIT ${limit} OFFSET ${offset}`,
        values,
      ),
      this.dataSource.query<{ review_status: string; n: number }[]>(`SELECT review_status, count(*)::int AS n FROM ${spec.table} GROUP BY review_status`),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        kind: params.kind,
        status: row.review_status,
        name: unescapeHtml(String(row.display_name)),
        email: row.email,
        phone: row.phone ? unescapeHtml(row.phone) : null,
        createdAt: row.created_at.toISOString(),
        internalNote: row.internal_note,
        answers: Object.fromEntries(spec.answers.map((column) => [column, row[column] == null ? null : unescapeHtml(String(row[column]))])),
        hasCv: spec.cv && row.cv_file_id != null,
      })),
      total: rows[0]?.total ?? 0,
      page: params.page,
      pageSize: params.pageSize,
      counts: Object.fromEntries(counts.map((count) => [count.review_status, count.n])),
    };
  }

  async update(kind: InboxKind, id: string, update: InboxUpdate, actor: AuditActor): Promise<void> {
    const { table } = INBOX_TABLES[kind];
    await this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query<{ review_status: string; internal_note: string }[]>(
        `SELECT review_status, internal_note FROM ${table} WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!before) throw new NotFoundError();
      await manager.query(
        `UPDATE ${table} SET review_status = $2, internal_note = $3,
           status_changed_at = CASE WHEN review_status <> $2 THEN now() ELSE status_changed_at END
         WHERE id = $1`,
        [id, update.status, update.internalNote],
      );
      await this.audit.record(manager, {
        actor,
        action: 'inbox.update',
        targetType: kind,
        targetId: id,
        changes: changedFields({ status: before.review_status, internalNote: before.internal_note }, { status: update.status, internalNote: update.internalNote }),
      });
    });
  }

  async subscribers(params: z.output<typeof subscriberListQuerySchema>): Promise<SubscriberList> {
    const values: unknown[] = [];
    const add = (value: unknown) => `$${values.push(value)}`;
    const where: string[] = [];
    if (params.status) where.push(`status = ${add(params.status)}`);
    if (params.q) where.push(`email ILIKE ${add(`%${likeEscape(params.q)}%`)}`);
    const limit = add(params.pageSize);
    const offset = add((params.page - 1) * params.pageSize);
    const rows = await this.dataSource.query<
      { id: string; email: string; language: string; status: string; created_at: Date; confirmed_at: Date | null; total: number }[]
    >(
      `SELECT id, email, language, status, created_at, confirmed_at, (count(*) OVER ())::int AS total FROM newsletter_subscribers
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, id LIMIT ${limit} OFFSET ${offset}`,
      values,
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        email: row.email,
        language: row.language,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        confirmedAt: row.confirmed_at?.toISOString() ?? null,
      })),
      total: rows[0]?.total ?? 0,
      page: params.page,
      pageSize: params.pageSize,
    };
  }

  /** Every subscriber as CSV (e-mail, language, status, dates); the export itself is audited. */
  async subscribersCsv(actor: AuditActor): Promise<string> {
    const rows = await this.dataSource.query<{ email: string; language: string; status: string; created_at: Date; confirmed_at: Date | null }[]>(
      `SELECT email, language, status, created_at, confirmed_at FROM newsletter_subscribers ORDER BY created_at, id`,
    );
    await this.audit.record(this.dataSource.manager, { actor, action: 'newsletter.export', targetType: 'newsletter', changes: { rows: rows.length } });
    return toCsv(
      ['email', 'language', 'status', 'created_at', 'confirmed_at'],
      rows.map((row) => [row.email, row.language, row.status, row.created_at.toISOString(), row.confirmed_at?.toISOString() ?? '']),
    );
  }
}

/**
 * RFC 4180 CSV. A cell that a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading
 * apostrophe (OWASP CSV injection).
 */
export function toCsv(header: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
