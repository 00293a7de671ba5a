import { Injectable } from '@nestjs/common';
import { AUTH_LIMITS, type Language } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { SecurityLog } from '../../common/security/security-log';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { SessionsService } from '../sessions/sessions.service';
import { AccountGuessBudget } from '../users/account-guess-budget';
import { PasswordHasher } from '../users/password-hasher';
import { assertUncommonPassword } from '../users/password-policy';
import { invalidLinkToken, tooManyRequests } from './helpers/auth-errors';
import { AuthLinks } from './helpers/auth-links';
import type { SignInClient } from './helpers/client-context';
import { EmailTokens } from './helpers/email-tokens';
import { LoginLockout } from './helpers/login-lockout';

const REQUESTS_PER_IP = { limit: 20, windowSeconds: 3600 };
const TOKEN_CHECKS_PER_IP = { limit: 30, windowSeconds: 15 * 60 };

/**
 * Forgot and reset password (SECURITY S6): the same answer for any address, one mail per address per 5 minutes,
 * a single-use 24-hour link that a newer request voids; a completed reset ends every session, lifts the sign-in
 * lock and the account's guessing budget, and mails a notice. It does not turn two-factor off: the next sign-in still asks for the code.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: EmailTokens,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly lockout: LoginLockout,
    private readonly budget: AccountGuessBudget,
    private readonly mail: MailOutboxService,
    private readonly links: AuthLinks,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly securityLog: SecurityLog,
  ) {}

  async request(email: string, language: Language, client: SignInClient): Promise<void> {
    await this.limit(`reset-ip:${client.ip}`, REQUESTS_PER_IP, client);
    const cooldown = await this.limiter.hit(`reset-request:${email}`, 1, AUTH_LIMITS.passwordResetCooldownSeconds);
    if (!cooldown.allowed) return;
    const outboxIds = await this.dataSource.transaction(async (manager) => {
      const [user] = await manager.query<{ id: string; status: string }[]>(
        `SELECT id, status FROM users WHERE email = $1 FOR UPDATE`,
        [email],
      );
      if (!user || user.status !== 'active') {
        return [
          await this.mail.record(manager, {
            to: email,
            template: 'password-reset-unknown',
            language,
            data: { registerUrl: this.links.page('/auth/register', language) },
          }),
        ];
      }
      const { raw, expiresAt } = await this.tokens.issue(manager, user.id, 'reset_password', AUTH_LIMITS.resetTokenTtlHours);
      return [
        await this.mail.record(manager, {
          to: email,
          template: 'password-reset',
          language,
          data: { resetUrl: this.links.reset(raw, expiresAt, language), validHours: AUTH_LIMITS.resetTokenTtlHours },
        }),
      ];
    });
    await this.mail.dispatch(outboxIds);
    this.securityLog.record('password_reset_requested', { outcome: 'success', ip: client.ip, route: 'auth/password/forgot', email });
  }

  async reset(token: string, password: string, client: SignInClient): Promise<void> {
    await this.limit(`token-ip:${client.ip}`, TOKEN_CHECKS_PER_IP, client);
    const result = await this.dataSource.transaction(async (manager) => {
      const consumed = await this.tokens.consume(manager, token, 'reset_password');
      if (!consumed.ok) throw invalidLinkToken(consumed.reason);
      const [user] = await manager.query<{ id: string; email: string; full_name: string; language: Language }[]>(
        `SELECT id, email, full_name, language FROM users WHERE id = $1 FOR UPDATE`,
        [consumed.userId],
      );
      // Refused here, inside the transaction: the link is not spent and can be used with a better password.
      assertUncommonPassword(password, 'password', { email: user.email, fullName: user.full_name });
      const now = this.clock.now();
      await manager.query(
        `UPDATE users SET password_hash = $2, password_changed_at = $3, email_verified_at = COALESCE(email_verified_at, $3)
         WHERE id = $1`,
        [user.id, await this.hasher.hash(password), now],
      );
      await this.tokens.voidUnused(manager, user.id, 'reset_password');
      await this.sessions.endOthers(user.id, null, 'password_reset', manager);
      const outboxId = await this.mail.record(manager, {
        to: user.email,
        template: 'password-changed',
        language: user.language,
        data: { forgotUrl: this.links.page('/auth/forgot-password', user.language) },
      });
      return { user, outboxId };
    });
    await this.lockout.clearAccount(result.user.email);
    await this.budget.refill(result.user.email);
    await this.mail.dispatch([result.outboxId]);
    this.securityLog.record('password_reset', { outcome: 'success', userId: result.user.id, ip: client.ip, route: 'auth/password/reset' });
  }

  private async limit(key: string, { limit, windowSeconds }: { limit: number; windowSeconds: number }, client: SignInClient) {
    const result = await this.limiter.hit(key, limit, windowSeconds);
    if (result.allowed) return;
    this.securityLog.record('rate_limited', { outcome: 'blocked', ip: client.ip, reason: key.split(':')[0] });
    throw tooManyRequests(result.retryAfterSeconds);
  }
}
