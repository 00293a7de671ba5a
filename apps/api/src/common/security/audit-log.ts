import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { currentRequest, currentRequestId } from './request-context';

export type AuditKind = 'admin' | 'security';

export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditEntryInput {
  kind?: AuditKind;
  actor: AuditActor | null;
  /** `area.verb`, e.g. `product.update`, `settings.update`, `login_failure`. */
  action: string;
  targetType?: string;
  targetId?: string | null;
  /** What changed: `{ field: { from, to } }`, or the facts of the event. Never a secret. */
  changes?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * The append-only audit log (admin › Denetim kaydı). `record` takes the transaction of the change it describes,
 * so a change that rolls back leaves no row and a committed change always has one. Security events, which have no
 * transaction of their own, use `recordDetached`.
 */
@Injectable()
export class AuditLog {
  private readonly logger = new Logger(AuditLog.name);

  constructor(private readonly dataSource: DataSource) {}

  async record(manager: EntityManager, entry: AuditEntryInput): Promise<void> {
    const request = currentRequest();
    await manager.query(
      `INSERT INTO audit_log (kind, actor_id, actor_email, action, target_type, target_id, changes, ip, request_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        entry.kind ?? 'admin',
        entry.actor?.id ?? null,
        entry.actor?.email ?? null,
        entry.action,
        entry.targetType ?? null,
        entry.targetId ?? null,
        JSON.stringify(entry.changes ?? {}),
        (entry.ip ?? request?.ip ?? null)?.slice(0, 64) ?? null,
        currentRequestId(),
      ],
    );
  }

  /** Outside any transaction; a failure is logged, never thrown (the event itself already happened). */
  recordDetached(entry: AuditEntryInput): Promise<void> {
    return this.record(this.dataSource.manager, { kind: 'security', ...entry }).catch((error: unknown) => {
      this.logger.error({ err: error, action: entry.action }, 'Could not write the audit row of a security event');
    });
  }
}

/** `{ field: { from, to } }` for the fields whose values differ (compared as JSON). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}
