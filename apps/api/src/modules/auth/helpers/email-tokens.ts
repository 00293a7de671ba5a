import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { createSecureToken, hashSecureToken } from '../../../common/utils/secure-token';
import type { AuthTokenPurpose } from '../auth-token.entity';

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Link tokens of the verification and reset mails: 256 random bits, stored as SHA-256 only, single use, expiring.
 * Issuing a new one voids the user's older unused ones of the same purpose (a newer reset request wins).
 */
@Injectable()
export class EmailTokens {
  constructor(private readonly clock: Clock) {}

  async issue(
    manager: EntityManager,
    userId: string,
    purpose: AuthTokenPurpose,
    ttlHours: number,
  ): Promise<{ raw: string; expiresAt: Date }> {
    const now = this.clock.now();
    await this.voidUnused(manager, userId, purpose);
    const token = createSecureToken();
    const expiresAt = new Date(now.getTime() + ttlHours * 3600_000);
    await manager.query(
      `INSERT INTO auth_tokens (user_id, purpose, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)`,
      [userId, purpose, token.hash, now, expiresAt],
    );
    return { raw: token.raw, expiresAt };
  }

  /** Spends a token inside the caller's transaction (locked, so two requests cannot both use it). */
  async consume(manager: EntityManager, raw: string, purpose: AuthTokenPurpose): Promise<ConsumeResult> {
    const now = this.clock.now();
    const [row] = await manager.query<{ id: string; user_id: string; expires_at: Date; used_at: Date | null }[]>(
      `SELECT id, user_id, expires_at, used_at FROM auth_tokens WHERE token_hash = $1 AND purpose = $2 FOR UPDATE`,
      [hashSecureToken(raw), purpose],
    );
    if (!row || row.used_at) return { ok: false, reason: 'invalid' };
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    await manager.query(`UPDATE auth_tokens SET used_at = $2 WHERE id = $1`, [row.id, now]);
    return { ok: true, userId: row.user_id };
  }

  async voidUnused(manager: EntityManager, userId: string, purpose: AuthTokenPurpose): Promise<void> {
    await manager.query(`UPDATE auth_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`, [
      userId,
      purpose,
      this.clock.now(),
    ]);
  }
}
