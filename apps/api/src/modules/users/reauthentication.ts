import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { SecurityLog } from '../../common/security/security-log';
import { PasswordHasher } from './password-hasher';
import type { User } from './user.entity';

/** Password checks inside a signed-in session are limited too: 10 per user per 15 minutes. */
const REAUTH_LIMIT = 10;
const REAUTH_WINDOW_SECONDS = 15 * 60;

/**
 * Asks for the current password again before a sensitive change (password, two-factor), ASVS 7.5.1. A wrong
 * password is a 403 with `WRONG_PASSWORD`, so the client can say so next to the field.
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiter,
    private readonly securityLog: SecurityLog,
  ) {}

  async assertPassword(user: User, password: string, route: string): Promise<void> {
    const limit = await this.limiter.peek(`reauth:${user.id}`, REAUTH_LIMIT, REAUTH_WINDOW_SECONDS);
    if (!limit.allowed) {
      this.securityLog.record('rate_limited', { outcome: 'blocked', userId: user.id, route });
      throw new AppError(429, 'RATE_LIMITED', 'Too many attempts', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
    }
    if (await this.hasher.verify(user.passwordHash, password)) return;
    await this.limiter.hit(`reauth:${user.id}`, REAUTH_LIMIT, REAUTH_WINDOW_SECONDS);
    this.securityLog.record('login_failure', { outcome: 'failure', userId: user.id, route, reason: 'reauthentication' });
    throw new AppError(403, 'WRONG_PASSWORD', 'The current password is wrong', { currentPassword: ['currentPasswordWrong'] });
  }
}
