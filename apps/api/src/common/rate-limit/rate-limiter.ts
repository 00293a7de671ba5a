import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  /** Until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters in PostgreSQL: one atomic upsert per hit, so every api replica shares them and a
 * database outage fails closed (the request errors) instead of letting everything through. Windows are fixed,
 * so up to twice the limit can pass around a boundary; acceptable for these abuse limits.
 */
@Injectable()
export class RateLimiter {
  private sinceCleanup = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - windowSeconds * 1000);
    const [row] = await this.dataSource.query<{ hits: number; window_started_at: Date }[]>(
      `INSERT INTO rate_limits AS r (key, window_started_at, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_started_at <= $3 THEN 1 ELSE r.hits + 1 END,
         window_started_at = CASE WHEN r.window_started_at <= $3 THEN $2 ELSE r.window_started_at END
       RETURNING hits, window_started_at`,
      [key, now, windowStart],
    );
    await this.cleanUpNowAndThen(now);
    return this.result(row.hits, limit, row.window_started_at, windowSeconds, now);
  }

  /**
   * Takes one unit of the window's budget only while some is left, in one statement: concurrent callers on any
   * replica can never take more than `limit` (the row lock serialises them). A refused call adds nothing.
   * `release` gives a unit back (an attempt that turned out right is no failure).
   */
  async reserve(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - windowSeconds * 1000);
    const [row] = await this.dataSource.query<{ hits: number; window_started_at: Date }[]>(
      `INSERT INTO rate_limits AS r (key, window_started_at, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_started_at <= $3 THEN 1 ELSE r.hits + 1 END,
         window_started_at = CASE WHEN r.window_started_at <= $3 THEN $2 ELSE r.window_started_at END
       WHERE r.window_started_at <= $3 OR r.hits < $4
       RETURNING hits, window_started_at`,
      [key, now, windowStart, limit],
    );
    await this.cleanUpNowAndThen(now);
    if (row) return this.result(row.hits, limit, row.window_started_at, windowSeconds, now);
    // Spent: nothing was taken; read the window for the wait.
    const state = await this.peek(key, limit, windowSeconds);
    return state.allowed ? { allowed: false, hits: limit, retryAfterSeconds: 1 } : state;
  }

  async release(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1`, [key]);
  }

  /** Empties a window (a completed password reset refills the account's budget). */
  async reset(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limits WHERE key = $1`, [key]);
  }

  /** Whether one more hit would still be allowed, without adding it. */
  async peek(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
    const now = this.clock.now();
    const [row] = await this.dataSource.query<{ hits: number; window_started_at: Date }[]>(
      `SELECT hits, window_started_at FROM rate_limits WHERE key = $1 AND window_started_at > $2`,
      [key, new Date(now.getTime() - windowSeconds * 1000)],
    );
    if (!row) return { allowed: true, hits: 0, retryAfterSeconds: 0 };
    return this.result(row.hits, limit - 1, row.window_started_at, windowSeconds, now);
  }

  private result(hits: number, limit: number, startedAt: Date, windowSeconds: number, now: Date): RateLimitResult {
    const allowed = hits <= limit;
    const endsAt = new Date(startedAt).getTime() + windowSeconds * 1000;
    return { allowed, hits, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
  }

  /** Old windows are dropped every few hundred hits, so the table stays the size of the live keys. */
  private async cleanUpNowAndThen(now: Date): Promise<void> {
    this.sinceCleanup += 1;
    if (this.sinceCleanup < 500) return;
    this.sinceCleanup = 0;
    await this.dataSource.query(`DELETE FROM rate_limits WHERE window_started_at < $1`, [
      new Date(now.getTime() - 2 * 24 * 3600 * 1000),
    ]);
  }
}
