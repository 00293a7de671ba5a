import { Injectable } from '@nestjs/common';
import { AUTH_LIMITS, type Language, type registerSchema } from '@harman/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { Clock } from '../../common/clock/clock';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { SecurityLog } from '../../common/security/security-log';
import { MailOutboxService } from '../mail/mail-outbox.service';
import { PasswordHasher } from '../users/password-hasher';
import { assertUncommonPassword } from '../users/password-policy';
import { AuthLinks } from './helpers/auth-links';
import { invalidLinkToken, tooManyRequests } from './helpers/auth-errors';
import { EmailTokens } from './helpers/email-tokens';
import type { SignInClient } from './helpers/client-context';

type RegisterInput = z.output<typeof registerSchema>;

const REGISTER_PER_IP = { limit: 20, windowSeconds: 3600 };
const TOKEN_CHECKS_PER_IP = { limit: 30, windowSeconds: 15 * 60 };

/**
 * Sign-up and e-mail verification. Sign-up answers the same for a new and a taken address (the owner of a taken
 * one gets a mail instead, SECURITY S4) and always spends one argon2 hash, so timing tells nothing either.
 */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly tokens: EmailTokens,
    private readonly mail: MailOutboxService,
    private readonly links: AuthLinks,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
    private readonly securityLog: SecurityLog,
  ) {}

  async register(input: RegisterInput, client: SignInClient): Promise<void> {
    await this.limit(`register-ip:${client.ip}`, REGISTER_PER_IP, client);
    assertUncommonPassword(input.password, 'password', { email: input.email, fullName: input.fullName });
    const passwordHash = await this.hasher.hash(input.password);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [created] = await manager.query<{ id: string }[]>(
        `INSERT INTO users (email, password_hash, full_name, language, password_changed_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [input.email, passwordHash, input.fullName, input.language, this.clock.now()],
      );
      if (created) {
        // The sign-up mail starts the one-a-minute window of 'resend' too.
        await this.limiter.hit(`verify-resend:${input.email}`, 1, AUTH_LIMITS.verificationResendCooldownSeconds);
        return { userId: created.id, outboxIds: [await this.recordVerification(manager, created.id, input.email, input.fullName, input.language)] };
      }
      return { userId: null, outboxIds: await this.answerTakenAddress(manager, input.email, input.language) };
    });
    await this.mail.dispatch(outcome.outboxIds);
    this.securityLog.record('register', {
      outcome: 'success',
      userId: outcome.userId,
      ip: client.ip,
      route: 'auth/register',
      email: input.email,
      reason: outcome.userId ? 'created' : 'address_taken',
    });
  }

  /** Opens the link of the verification mail: single use, expiring. */
  async verifyEmail(token: string, client: SignInClient): Promise<void> {
    await this.limit(`token-ip:${client.ip}`, TOKEN_CHECKS_PER_IP, client);
    const userId = await this.dataSource.transaction(async (manager) => {
      const result = await this.tokens.consume(manager, token, 'verify_email');
      if (!result.ok) throw invalidLinkToken(result.reason);
      await manager.query(`UPDATE users SET email_verified_at = COALESCE(email_verified_at, $2) WHERE id = $1`, [
        result.userId,
        this.clock.now(),
      ]);
      return result.userId;
    });
    this.securityLog.record('email_verified', { outcome: 'success', userId, ip: client.ip, route: 'auth/verify-email' });
  }

  /** At most one verification mail a minute per address; the answer never says whether one was sent. */
  async resendVerification(email: string, language: Language, client: SignInClient): Promise<void> {
    await this.limit(`resend-ip:${client.ip}`, REGISTER_PER_IP, client);
    const cooldown = await this.limiter.hit(`verify-resend:${email}`, 1, AUTH_LIMITS.verificationResendCooldownSeconds);
    if (!cooldown.allowed) return;
    const outboxIds = await this.dataSource.transaction(async (manager) => {
      const [user] = await manager.query<{ id: string; full_name: string; email_verified_at: Date | null }[]>(
        `SELECT id, full_name, email_verified_at FROM users WHERE email = $1 FOR UPDATE`,
        [email],
      );
      if (!user || user.email_verified_at) return [];
      return [await this.recordVerification(manager, user.id, email, user.full_name, language)];
    });
    await this.mail.dispatch(outboxIds);
  }

  /**
   * A new verification link that staff send on a customer's behalf (admin › Müşteriler), inside the staff action's
   * transaction: the outbox row id, or null when the address is already verified.
   */
  async recordVerificationFor(manager: EntityManager, userId: string): Promise<string | null> {
    const [user] = await manager.query<{ id: string; email: string; full_name: string; language: Language; email_verified_at: Date | null }[]>(
      `SELECT id, email, full_name, language, email_verified_at FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    if (!user || user.email_verified_at) return null;
    return this.recordVerification(manager, user.id, user.email, user.full_name, user.language);
  }

  private async recordVerification(manager: EntityManager, userId: string, email: string, name: string, language: Language): Promise<string> {
    const { raw } = await this.tokens.issue(manager, userId, 'verify_email', AUTH_LIMITS.verificationTokenTtlHours);
    return this.mail.record(manager, {
      to: email,
      template: 'account-verify',
      language,
      data: { name, verifyUrl: this.links.verify(raw, language), validHours: AUTH_LIMITS.verificationTokenTtlHours },
    });
  }

  /**
   * A taken address: a new verification link if it was never verified, else an 'already registered' notice; at
   * most one mail a minute per address, so the form cannot flood a mailbox.
   */
  private async answerTakenAddress(manager: EntityManager, email: string, language: Language): Promise<string[]> {
    const cooldown = await this.limiter.hit(`verify-resend:${email}`, 1, AUTH_LIMITS.verificationResendCooldownSeconds);
    if (!cooldown.allowed) return [];
    const [user] = await manager.query<{ id: string; full_name: string; email_verified_at: Date | null }[]>(
      `SELECT id, full_name, email_verified_at FROM users WHERE email = $1 FOR UPDATE`,
      [email],
    );
    if (!user.email_verified_at) return [await this.recordVerification(manager, user.id, email, user.full_name, language)];
    const id = await this.mail.record(manager, {
      to: email,
      template: 'account-exists',
      language,
      data: { loginUrl: this.links.page('/auth/login', language), forgotUrl: this.links.page('/auth/forgot-password', language) },
    });
    return [id];
  }

  private async limit(key: string, { limit, windowSeconds }: { limit: number; windowSeconds: number }, client: SignInClient) {
    const result = await this.limiter.hit(key, limit, windowSeconds);
    if (result.allowed) return;
    this.securityLog.record('rate_limited', { outcome: 'blocked', ip: client.ip, reason: key.split(':')[0] });
    throw tooManyRequests(result.retryAfterSeconds);
  }
}
