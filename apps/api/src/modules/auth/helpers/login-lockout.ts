import { Injectable } from '@nestjs/common';
import { AUTH_LIMITS } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';

export type Reservation =
  | { locked: false; attempts: number }
  | { locked: true; retryAfterSeconds: number };

const LOCK_MS = AUTH_LIMITS.lockMinutes * 60_000;
const MAX = AUTH_LIMITS.maxFailedLogins;

/**
 * Sign-in attempts per (account, client), counted on the server BEFORE the password (or code) is checked: one
 * atomic upsert reserves an attempt, so 50 concurrent guesses get at most 5 verifications (SECURITY S3). Five
 * attempts without a success lock that pair for 30 minutes from the last one; the counter starts over after 30
 * quiet minutes; a success or a completed password reset clears it.
 */
@Injectable()
export class LoginLockout {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async reserve(accountKey: string, clientKey: string): Promise<Reservation> {
    const now = this.clock.now();
    const quietSince = new Date(now.getTime() - LOCK_MS);
    const [row] = await this.dataSource.query<{ attempts: number; last_attempt_at: Date; reserved: boolean }[]>(
      `INSERT INTO login_attempts AS a (account_key, client_key, attempts, last_attempt_at, reserved)
       VALUES ($1, $2, 1, $3, true)
       ON CONFLICT (account_key, client_key) DO UPDATE SET
         attempts = CASE WHEN a.last_attempt_at <= $4 THEN 1
                         WHEN a.attempts >= $5 THEN a.attempts
                         ELSE a.attempts + 1 END,
         last_attempt_at = CASE WHEN a.attempts >= $5 AND a.last_attempt_at > $4 THEN a.last_attempt_at ELSE $3 END,
         reserved = NOT (a.attempts >= $5 AND a.last_attempt_at > $4)
       RETURNING attempts, last_attempt_at, reserved`,
      [accountKey, clientKey, now, quietSince, MAX],
    );
    // Locked already: the lock runs from the last attempt that got through, and this one reserved nothing.
    if (!row.reserved) return { locked: true, retryAfterSeconds: this.retryAfter(row.last_attempt_at, now) };
    return { locked: false, attempts: row.attempts };
  }

  /** After a failure: whether this one was the last allowed, and the wait it starts. */
  lockedAfter(attempts: number): { locked: boolean; retryAfterSeconds: number } {
    return { locked: attempts >= MAX, retryAfterSeconds: LOCK_MS / 1000 };
  }

  /** Remaining attempts to warn about, from the third failure on (spec). */
  remainingToWarn(attempts: number): number | undefined {
    return attempts >= AUTH_LIMITS.warnFromFailedLogins ? Math.max(0, MAX - attempts) : undefined;
  }

  /**
   * Gives back an attempt that turned out right but is not finished (the password before the second factor): it
   * is no failure, yet earlier failures stay counted, so codes cannot be guessed by signing in again and again.
   */
  async release(accountKey: string, clientKey: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE login_attempts SET attempts = GREATEST(attempts - 1, 0) WHERE account_key = $1 AND client_key = $2`,
      [accountKey, clientKey],
    );
  }

  async clear(accountKey: string, clientKey: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_attempts WHERE account_key = $1 AND client_key = $2`, [accountKey, clientKey]);
  }

  /** A completed password reset lifts every lock on the account. */
  async clearAccount(accountKey: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_attempts WHERE account_key = $1`, [accountKey]);
  }

  private retryAfter(lastAttemptAt: Date, now: Date): number {
    return Math.max(1, Math.ceil((lastAttemptAt.getTime() + LOCK_MS - now.getTime()) / 1000));
  }
}
