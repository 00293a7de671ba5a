import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { SecurityLog } from '../../common/security/security-log';
import { AccountGuessBudget } from './account-guess-budget';
import { PasswordHasher } from './password-hasher';
import type { User } from './user.entity';

/** Password checks inside a signed-in session are limited too: 10 failures per user per 15 minutes. */
const REAUTH_LIMIT = 10;
const REAUTH_WINDOW_SECONDS = 15 * 60;

/**
 * Asks for the current password (or code) again before a sensitive change (password, two-factor), ASVS 7.5.1. A
 * wrong password is a 403 with `WRONG_PASSWORD`, so the client can say so next to the field. Every check is
 * reserved first, from the user's re-authentication limit and from the account's guessing budget, so concurrent
 * wrong posts cannot run more verifications than the limit; a right one gives both back.
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly budget: AccountGuessBudget,
    private readonly securityLog: SecurityLog,
  ) {}

  async assertPassword(user: User, password: string, route: string): Promise<void> {
    if (await this.attempt(user, route, () => this.hasher.verify(user.passwordHash, password))) return;
    this.securityLog.record('login_failure', { outcome: 'failure', userId: user.id, route, reason: 'reauthentication' });
    throw new AppError(403, 'WRONG_PASSWORD', 'The current password is wrong', { currentPassword: ['currentPasswordWrong'] });
  }

  /**
   * Runs one check (a password, a second-factor code) under the limits: 429 when they are spent, else whether
   * the check passed; a failure stays counted.
   */
  async attempt(user: User, route: string, check: () => Promise<boolean>): Promise<boolean> {
    const key = `reauth:${user.id}`;
    const limit = await this.limiter.reserve(key, REAUTH_LIMIT, REAUTH_WINDOW_SECONDS);
    if (!limit.allowed) throw this.refused(user, route, limit.retryAfterSeconds);
    const budget = await this.budget.reserve(user.email, { userId: user.id, route });
    if (!budget.allowed) {
      await this.limiter.release(key);
      throw this.refused(user, route, budget.retryAfterSeconds);
    }
    if (!(await check())) return false;
    await this.limiter.release(key);
    await this.budget.giveBack(user.email);
    return true;
  }

  private refused(user: User, route: string, retryAfterSeconds: number): AppError {
    this.securityLog.record('rate_limited', { outcome: 'blocked', userId: user.id, route });
    return new AppError(429, 'RATE_LIMITED', 'Too many attempts', undefined, { retryAfterSeconds });
  }
}
