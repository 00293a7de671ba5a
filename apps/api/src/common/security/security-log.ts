import { Injectable, Logger, Optional } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AuditLog } from './audit-log';

export type SecurityEvent =
  | 'register'
  | 'email_verified'
  | 'login_success'
  | 'login_failure'
  | 'login_locked'
  | 'login_rate_limited'
  | 'account_budget_spent'
  | 'mfa_failure'
  | 'mfa_success'
  | 'totp_enabled'
  | 'totp_disabled'
  | 'recovery_code_used'
  | 'refresh_reuse'
  | 'logout'
  | 'session_ended'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'access_denied'
  | 'origin_rejected'
  | 'card_data_rejected'
  | 'rate_limited'
  | 'role_changed'
  | 'account_locked'
  | 'account_unlocked';

/**
 * The events staff find in the audit log (admin › Denetim kaydı) besides the JSON log line: sign-in failures,
 * lockouts, two-factor changes, role and account changes.
 */
const AUDITED_EVENTS: ReadonlySet<SecurityEvent> = new Set<SecurityEvent>([
  'login_failure',
  'login_locked',
  'mfa_failure',
  'totp_enabled',
  'totp_disabled',
  'recovery_code_used',
  'refresh_reuse',
  'password_reset',
  'password_changed',
]);

export interface SecurityEventFields {
  outcome: 'success' | 'failure' | 'blocked';
  userId?: string | null;
  ip?: string | null;
  route?: string;
  /** For events about an address that may have no account: a short hash, never the address itself. */
  email?: string;
  reason?: string;
}

/**
 * Security events as JSON log lines (ASVS 16.2, SECURITY S21), through the request-aware logger so each line
 * carries the request id. Never a password, token, code, seed, card number or session id; e-mails are hashed.
 */
@Injectable()
export class SecurityLog {
  private readonly logger = new Logger('Security');

  constructor(@Optional() private readonly audit?: AuditLog) {}

  record(event: SecurityEvent, fields: SecurityEventFields): void {
    const { email, ...rest } = fields;
    const line = { event, ...rest, ...(email ? { emailHash: hashForLog(email) } : {}) };
    if (fields.outcome === 'success') this.logger.log(line, `security:${event}`);
    else this.logger.warn(line, `security:${event}`);
    if (this.audit && AUDITED_EVENTS.has(event)) {
      void this.audit.recordDetached({
        kind: 'security',
        actor: null,
        action: event,
        targetType: fields.userId ? 'user' : email ? 'email' : undefined,
        targetId: fields.userId ?? (email ? hashForLog(email) : null),
        changes: { outcome: fields.outcome, ...(fields.reason ? { reason: fields.reason } : {}), ...(fields.route ? { route: fields.route } : {}) },
        ip: fields.ip ?? null,
      });
    }
  }
}

export function hashForLog(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex').slice(0, 16);
}
