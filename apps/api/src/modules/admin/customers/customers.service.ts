import { Injectable } from '@nestjs/common';
import type { CustomerDetail, CustomerList, CustomerRoleChange, customerListQuerySchema } from '@harman/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { AppError, NotFoundError } from '../../../common/errors/app-error';
import { AuditLog, type AuditActor } from '../../../common/security/audit-log';
import { SecurityLog } from '../../../common/security/security-log';
import { RegistrationService } from '../../auth/registration.service';
import { MailOutboxService } from '../../mail/mail-outbox.service';
import { SessionsService } from '../../sessions/sessions.service';
import { likeEscape } from '../products/admin-product-sql';
import { CUSTOMER_ORDERS_SQL, CUSTOMER_TOTALS_SQL } from './customer-orders-sql';

interface CustomerRow {
  id: string;
  email: string;
  full_name: string;
  role: 'user' | 'admin';
  status: 'active' | 'disabled';
  email_verified_at: Date | null;
  created_at: Date;
  order_count: number;
  total_spent: number;
  total: number;
}

/**
 * Admin › Müşteriler: the customer list and page, and the staff actions on an account. Lock, role change and
 * ending sessions end every live session of the account (a role change must not ride on an old session, ASVS
 * 7.2.4); each action writes its audit row in its own transaction.
 */
@Injectable()
export class CustomersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly securityLog: SecurityLog,
    private readonly sessions: SessionsService,
    private readonly registration: RegistrationService,
    private readonly mail: MailOutboxService,
  ) {}

  async list(params: z.output<typeof customerListQuerySchema>): Promise<CustomerList> {
    const values: unknown[] = [];
    const add = (value: unknown) => `$${values.push(value)}`;
    const where: string[] = [];
    if (params.q) {
      const pattern = add(`%${likeEscape(params.q)}%`);
      where.push(`(u.email ILIKE ${pattern} OR search_fold(u.full_name) LIKE search_fold(${pattern}) OR u.phone ILIKE ${pattern})`);
    }
    if (params.role) where.push(`u.role = ${add(params.role)}`);
    if (params.status) where.push(`u.status = ${add(params.status)}`);
    const limit = add(params.pageSize);
    const offset = add((params.page - 1) * params.pageSize);
    const rows = await this.dataSource.query<CustomerRow[]>(
      `SELECT u.id, u.email, u.full_name, u.role, u.status, u.email_verified_at, u.created_at,
         totals.order_count, totals.total_spent, (count(*) OVER ())::int AS total
       FROM users u CROSS JOIN LATERAL (${CUSTOMER_TOTALS_SQL}) totals
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY u.created_at DESC, u.id LIMIT ${limit} OFFSET ${offset}`,
      values,
    );
    return { items: rows.map(toSummary), total: rows[0]?.total ?? 0, page: params.page, pageSize: params.pageSize };
  }

  async get(id: string): Promise<CustomerDetail> {
    const [row] = await this.dataSource.query<(CustomerRow & { phone: string | null; totp_enabled_at: Date | null; live_sessions: number })[]>(
      `SELECT u.*, totals.order_count, totals.total_spent, 0 AS total,
         (SELECT count(*)::int FROM user_sessions s WHERE s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now()) AS live_sessions
       FROM users u CROSS JOIN LATERAL (${CUSTOMER_TOTALS_SQL}) totals WHERE u.id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError();
    const addresses = await this.dataSource.query<
      { id: string; title: string; full_name: string; phone: string; address: string; state: string; city: string; postal_code: string; is_default: boolean }[]
    >(`SELECT * FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, created_at`, [id]);
    const orders = CUSTOMER_ORDERS_SQL ? await this.dataSource.query<{ id: string; number: string; status: string; total: number; created_at: Date }[]>(CUSTOMER_ORDERS_SQL, [id]) : [];
    return {
      ...toSummary(row),
      phone: row.phone,
      twoFactor: row.totp_enabled_at !== null,
      liveSessions: row.live_sessions,
      addresses: addresses.map((a) => ({
        id: a.id,
        title: a.title,
        fullName: a.full_name,
        phone: a.phone,
        line: a.address,
        district: a.state,
        city: a.city,
        postalCode: a.postal_code,
        isDefault: a.is_default,
      })),
      orders: orders.map((o) => ({ id: o.id, number: o.number, status: o.status, total: o.total, createdAt: o.created_at.toISOString() })),
    };
  }

  /** Lock (disabled: cannot sign in, every session ends) or unlock an account. */
  async setStatus(id: string, status: 'active' | 'disabled', actor: AuditActor): Promise<CustomerDetail> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, id, actor);
      if (user.status === status) return;
      await manager.query(`UPDATE users SET status = $2 WHERE id = $1`, [id, status]);
      if (status === 'disabled') await this.sessions.endOthers(id, null, 'user_disabled', manager);
      await this.audit.record(manager, {
        kind: 'security',
        actor,
        action: status === 'disabled' ? 'customer.lock' : 'customer.unlock',
        targetType: 'user',
        targetId: id,
        changes: { status: { from: user.status, to: status } },
      });
    });
    this.securityLog.record(status === 'disabled' ? 'account_locked' : 'account_unlocked', { outcome: 'success', userId: id, reason: `by ${actor.id}` });
    return this.get(id);
  }

  async endSessions(id: string, actor: AuditActor): Promise<{ ended: number }> {
    const ended = await this.dataSource.transaction(async (manager) => {
      await this.lockUser(manager, id, actor);
      const count = await this.sessions.endOthers(id, null, 'ended_by_admin', manager);
      await this.audit.record(manager, { kind: 'security', actor, action: 'customer.end_sessions', targetType: 'user', targetId: id, changes: { ended: count } });
      return count;
    });
    return { ended };
  }

  async resendVerification(id: string, actor: AuditActor): Promise<void> {
    const outboxId = await this.dataSource.transaction(async (manager) => {
      await this.lockUser(manager, id, actor, { allowSelf: true });
      const recorded = await this.registration.recordVerificationFor(manager, id);
      if (!recorded) throw new AppError(409, 'ALREADY_VERIFIED', 'The address is already verified');
      await this.audit.record(manager, { actor, action: 'customer.resend_verification', targetType: 'user', targetId: id });
      return recorded;
    });
    await this.mail.dispatch([outboxId]);
  }

  /** The admin typed the account's e-mail to confirm; an admin cannot change their own role. */
  async changeRole(id: string, change: CustomerRoleChange, actor: AuditActor): Promise<CustomerDetail> {
    await this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, id, actor);
      if ((change.confirmEmail ?? '').trim().toLowerCase() !== user.email) {
        throw new AppError(400, 'CONFIRMATION_MISMATCH', 'The confirmation does not match the account', { confirmEmail: ['confirmationMismatch'] });
      }
      if (user.role === change.role) return;
      await manager.query(`UPDATE users SET role = $2 WHERE id = $1`, [id, change.role]);
      await this.sessions.endOthers(id, null, 'role_changed', manager);
      await this.audit.record(manager, {
        kind: 'security',
        actor,
        action: 'role_changed',
        targetType: 'user',
        targetId: id,
        changes: { role: { from: user.role, to: change.role } },
      });
    });
    this.securityLog.record('role_changed', { outcome: 'success', userId: id, reason: `to ${change.role} by ${actor.id}` });
    return this.get(id);
  }

  private async lockUser(manager: EntityManager, id: string, actor: AuditActor, { allowSelf = false } = {}) {
    const [user] = await manager.query<{ email: string; role: string; status: string }[]>(`SELECT email, role, status FROM users WHERE id = $1 FOR UPDATE`, [id]);
    if (!user) throw new NotFoundError();
    if (!allowSelf && id === actor.id) throw new AppError(409, 'CANNOT_CHANGE_OWN_ACCOUNT', 'Not on your own account');
    return user;
  }
}

function toSummary(row: CustomerRow) {
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    status: row.status,
    emailVerified: row.email_verified_at !== null,
    createdAt: row.created_at.toISOString(),
    orderCount: row.order_count,
    totalSpent: row.total_spent,
  };
}
