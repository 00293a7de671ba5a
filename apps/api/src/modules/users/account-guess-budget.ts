import { Inject, Injectable } from '@nestjs/common';
import { pathInLanguage, type Language } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { SecurityLog } from '../../common/security/security-log';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { MailOutboxService } from '../mail/mail-outbox.service';

export type BudgetReservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface BudgetContext {
  userId?: string | null;
  ip?: string | null;
  route: string;
}

/**
 * One guessing budget per account across every client (issue 18, SECURITY S3): wrong passwords, second-factor
 * and recovery codes and re-authentication all spend it, and no new cookie or address resets it. A unit is
 * reserved atomically BEFORE anything is verified (PostgreSQL upsert, shared by every api replica), so 50
 * concurrent guesses run at most the budget's number of verifications; an attempt that turns out right gives its
 * unit back. The window refills by itself; a completed password reset empties it. The first time a window is
 * spent, the owner is mailed (once per window) and a security event is logged.
 */
@Injectable()
export class AccountGuessBudget {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
    private readonly mail: MailOutboxService,
    private readonly securityLog: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async reserve(accountKey: string, context: BudgetContext): Promise<BudgetReservation> {
    const { failures, windowSeconds } = this.config.auth.accountFailureBudget;
    const result = await this.limiter.reserve(budgetKey(accountKey), failures, windowSeconds);
    // The unit that spends the budget, or any refusal, tells the owner (once per window).
    if (!result.allowed || result.hits >= failures) await this.tellOwnerOnce(accountKey, context);
    return result.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: result.retryAfterSeconds };
  }

  /** The attempt was right (or never verified): not a failure. */
  async giveBack(accountKey: string): Promise<void> {
    await this.limiter.release(budgetKey(accountKey));
  }

  /** A completed password reset: the account starts with a full budget (and may be warned again). */
  async refill(accountKey: string): Promise<void> {
    await this.limiter.reset(budgetKey(accountKey));
    await this.limiter.reset(noticeKey(accountKey));
  }

  private async tellOwnerOnce(accountKey: string, context: BudgetContext): Promise<void> {
    const { windowSeconds } = this.config.auth.accountFailureBudget;
    const first = await this.limiter.hit(noticeKey(accountKey), 1, windowSeconds);
    if (!first.allowed) return;
    this.securityLog.record('account_budget_spent', {
      outcome: 'blocked',
      userId: context.userId ?? null,
      ip: context.ip ?? null,
      route: context.route,
      email: accountKey,
    });
    const outboxId = await this.dataSource.transaction(async (manager) => {
      const [user] = await manager.query<{ email: string; language: Language; status: string }[]>(
        `SELECT email, language, status FROM users WHERE email = $1`,
        [accountKey],
      );
      if (!user || user.status !== 'active') return null;
      return this.mail.record(manager, {
        to: user.email,
        template: 'failed-sign-ins',
        language: user.language,
        data: { forgotUrl: `${this.config.appBaseUrl}${pathInLanguage('/auth/forgot-password', user.language)}`, windowMinutes: Math.round(windowSeconds / 60) },
      });
    });
    if (outboxId) await this.mail.dispatch([outboxId]);
  }
}

const budgetKey = (accountKey: string) => `account-budget:${accountKey}`;
const noticeKey = (accountKey: string) => `account-budget-notice:${accountKey}`;
