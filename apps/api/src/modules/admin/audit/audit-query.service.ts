import { Injectable } from '@nestjs/common';
import type { AuditList, auditListQuerySchema } from '@harman/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { likeEscape } from '../products/admin-product-sql';

interface AuditRow {
  id: string;
  created_at: Date;
  kind: 'admin' | 'security';
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  changes: Record<string, unknown>;
  ip: string | null;
  request_id: string | null;
  total: number;
}

/** Reads the audit log (admin › Denetim kaydı): newest first, filtered by kind, action, day range and text. */
@Injectable()
export class AuditQueryService {
  constructor(private readonly dataSource: DataSource) {}

  async list(params: z.output<typeof auditListQuerySchema>): Promise<AuditList> {
    const values: unknown[] = [];
    const where: string[] = [];
    const add = (value: unknown) => `$${values.push(value)}`;
    if (params.kind) where.push(`kind = ${add(params.kind)}`);
    if (params.action) where.push(`action = ${add(params.action)}`);
    // Days are Istanbul days, as staff read them.
    if (params.from) where.push(`created_at >= (${add(params.from)}::date)::timestamp AT TIME ZONE 'Europe/Istanbul'`);
    if (params.to) where.push(`created_at < ((${add(params.to)}::date + 1)::timestamp AT TIME ZONE 'Europe/Istanbul')`);
    if (params.q) {
      const pattern = add(`%${likeEscape(params.q)}%`);
      where.push(
        `(actor_email ILIKE ${pattern} OR action ILIKE ${pattern} OR target_id ILIKE ${pattern} OR changes::text ILIKE ${pattern} OR request_id ILIKE ${pattern} OR ip ILIKE ${pattern})`,
      );
    }
    const limit = add(params.pageSize);
    const offset = add((params.page - 1) * params.pageSize);
    const rows = await this.dataSource.query<AuditRow[]>(
      `SELECT id::text, created_at, kind, actor_id, actor_email, action, target_type, target_id, changes, ip, request_id,
         (count(*) OVER ())::int AS total
       FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      values,
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        createdAt: row.created_at.toISOString(),
        kind: row.kind,
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        changes: row.changes,
        ip: row.ip,
        requestId: row.request_id,
      })),
      total: rows[0]?.total ?? 0,
      page: params.page,
      pageSize: params.pageSize,
    };
  }
}
