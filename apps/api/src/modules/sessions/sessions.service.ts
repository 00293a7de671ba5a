import { Inject, Injectable } from '@nestjs/common';
import type { AccountSession, SessionInfo } from '@harman/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../../common/auth/auth.decorators';
import { Clock } from '../../common/clock/clock';
import { hashSecureToken } from '../../common/utils/secure-token';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UsersService } from '../users/users.service';
import type { User } from '../users/user.entity';
import { AccessTokens, type AccessClaims } from './access-token';
import { deviceLabel } from './device-label';
import type { SessionEndReason } from './user-session.entity';

export interface ClientContext {
  ip: string | null;
  userAgent: string;
}

/** What a sign-in or refresh hands the controller: cookie values and the body. */
export interface IssuedSession {
  accessToken: string;
  accessMaxAgeMs: number;
  refreshToken: string;
  refreshMaxAgeMs: number;
  info: SessionInfo;
  sessionId: string;
}

export type RefreshOutcome =
  | { kind: 'rotated'; issued: IssuedSession; userId: string }
  | { kind: 'reuse'; userId: string; sessionId: string }
  | { kind: 'invalid' };

interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  mfa_verified: boolean;
  revoked_at: Date | null;
  status: string;
}

/** last_used_at is written at most this often per session (it is read on every request). */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Sessions: one row per sign-in, a family of rotating refresh tokens. Enforces the idle and absolute timeouts
 * (ASVS 7.3), rotation with reuse detection (a rotated token coming back ends the whole family), and ending
 * one, the others or all sessions.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly accessTokens: AccessTokens,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(user: User, client: ClientContext, options: { mfaVerified: boolean }, manager?: EntityManager): Promise<IssuedSession> {
    const now = this.clock.now();
    const id = randomUUID();
    const expiresAt = new Date(now.getTime() + this.config.auth.sessionAbsoluteHours * 3600_000);
    const run = manager ?? this.dataSource.manager;
    await run.query(
      `INSERT INTO user_sessions (id, user_id, created_at, last_used_at, expires_at, mfa_verified, user_agent, ip)
       VALUES ($1, $2, $3, $3, $4, $5, $6, $7)`,
      [id, user.id, now, expiresAt, options.mfaVerified, client.userAgent.slice(0, 500), client.ip],
    );
    const refreshToken = await this.addRefreshToken(run, id, now);
    return this.issue(user, id, refreshToken, now, expiresAt);
  }

  /** Exchanges a refresh token for a new pair. A token already exchanged once is theft: the family ends. */
  async refresh(rawToken: string): Promise<RefreshOutcome> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const now = this.clock.now();
      const hash = hashSecureToken(rawToken);
      const [token] = await manager.query<{ session_id: string; rotated_at: Date | null }[]>(
        `SELECT session_id, rotated_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
        [hash],
      );
      if (!token) return { kind: 'invalid' as const };
      const [session] = await manager.query<SessionRow[]>(
        `SELECT s.*, u.status FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 FOR UPDATE OF s`,
        [token.session_id],
      );
      if (token.rotated_at) {
        if (!session.revoked_at) await this.revokeWith(manager, session.id, 'refresh_reuse', now);
        return { kind: 'reuse' as const, userId: session.user_id, sessionId: session.id };
      }
      const ended = await this.endIfOver(manager, session, now);
      if (ended) return { kind: 'invalid' as const };
      await manager.query(`UPDATE refresh_tokens SET rotated_at = $2 WHERE token_hash = $1`, [hash, now]);
      await manager.query(`UPDATE user_sessions SET last_used_at = $2 WHERE id = $1`, [session.id, now]);
      const refreshToken = await this.addRefreshToken(manager, session.id, now);
      return { kind: 'rotated' as const, session, refreshToken, now };
    });
    if (outcome.kind !== 'rotated') return outcome;
    const user = await this.users.getById(outcome.session.user_id);
    const issued = await this.issue(user, outcome.session.id, outcome.refreshToken, outcome.now, outcome.session.expires_at);
    return { kind: 'rotated', issued, userId: user.id };
  }

  /**
   * The user behind an access token, if its session is still alive (not ended, not idle, not past its absolute
   * end, the account active). Called by the passport strategy on every authenticated request.
   */
  async authenticate(claims: AccessClaims): Promise<AuthenticatedUser | null> {
    const now = this.clock.now();
    if (claims.typ !== 'access' || claims.exp * 1000 <= now.getTime()) return null;
    const [row] = await this.dataSource.query<(SessionRow & { email: string; role: 'user' | 'admin' })[]>(
      `SELECT s.*, u.status, u.email, u.role FROM user_sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
      [claims.sid],
    );
    if (!row || row.user_id !== claims.sub) return null;
    if (await this.endIfOver(this.dataSource.manager, row, now)) return null;
    if (now.getTime() - row.last_used_at.getTime() > TOUCH_INTERVAL_MS) {
      await this.dataSource.query(`UPDATE user_sessions SET last_used_at = $2 WHERE id = $1 AND revoked_at IS NULL`, [row.id, now]);
    }
    return { id: row.user_id, email: row.email, role: row.role, sessionId: row.id, mfaVerified: row.mfa_verified };
  }

  /** The session answer for `GET /api/auth/session`, without issuing anything new. */
  async describe(user: AuthenticatedUser, accessExpiresAt: number): Promise<SessionInfo> {
    const [row] = await this.dataSource.query<{ expires_at: Date }[]>(`SELECT expires_at FROM user_sessions WHERE id = $1`, [
      user.sessionId,
    ]);
    const record = await this.users.getById(user.id);
    return {
      user: this.users.toSessionUser(record),
      accessExpiresAt: new Date(accessExpiresAt * 1000).toISOString(),
      sessionExpiresAt: row.expires_at.toISOString(),
    };
  }

  async end(sessionId: string, reason: SessionEndReason): Promise<void> {
    await this.revokeWith(this.dataSource.manager, sessionId, reason, this.clock.now());
  }

  /** Ends the session a refresh token belongs to (sign-out with an expired access token). */
  async endByRefreshToken(rawToken: string, reason: SessionEndReason): Promise<string | null> {
    const [row] = await this.dataSource.query<{ session_id: string; user_id: string }[]>(
      `SELECT t.session_id, s.user_id FROM refresh_tokens t JOIN user_sessions s ON s.id = t.session_id WHERE t.token_hash = $1`,
      [hashSecureToken(rawToken)],
    );
    if (!row) return null;
    await this.end(row.session_id, reason);
    return row.user_id;
  }

  /** One of the user's own sessions; false when it is not theirs or already ended (same answer: no probing). */
  async endOwn(userId: string, sessionId: string): Promise<boolean> {
    const [, count] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE user_sessions SET revoked_at = $3, revoked_reason = 'ended_by_user'
       WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
      [sessionId, userId, this.clock.now()],
    );
    return count > 0;
  }

  async endOthers(userId: string, keepSessionId: string | null, reason: SessionEndReason, manager?: EntityManager): Promise<number> {
    const [, count] = await (manager ?? this.dataSource.manager).query<[unknown[], number]>(
      `UPDATE user_sessions SET revoked_at = $3, revoked_reason = $4
       WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)`,
      [userId, keepSessionId, this.clock.now(), reason],
    );
    return count;
  }

  /** Whether the user has signed in before (any session, ended or not). */
  async hasSignedInBefore(userId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM user_sessions WHERE user_id = $1 LIMIT 1`, [userId]);
    return rows.length > 0;
  }

  async markMfaVerified(sessionId: string): Promise<void> {
    await this.dataSource.query(`UPDATE user_sessions SET mfa_verified = true WHERE id = $1`, [sessionId]);
  }

  async list(userId: string, currentSessionId: string): Promise<AccountSession[]> {
    const now = this.clock.now();
    const idleSince = new Date(now.getTime() - this.config.auth.sessionIdleMinutes * 60_000);
    const rows = await this.dataSource.query<(SessionRow & { user_agent: string; ip: string | null })[]>(
      `SELECT * FROM user_sessions
       WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_used_at > $3
       ORDER BY last_used_at DESC`,
      [userId, now, idleSince],
    );
    return rows.map((row) => ({
      id: row.id,
      device: deviceLabel(row.user_agent),
      ip: displayAddress(row.ip),
      createdAt: row.created_at.toISOString(),
      lastUsedAt: row.last_used_at.toISOString(),
      current: row.id === currentSessionId,
    }));
  }

  private async issue(user: User, sessionId: string, refreshToken: string, now: Date, sessionExpiresAt: Date): Promise<IssuedSession> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const accessExpiresAt = Math.min(issuedAt + this.config.auth.accessTokenTtlSeconds, Math.floor(sessionExpiresAt.getTime() / 1000));
    const accessToken = await this.accessTokens.sign(user.id, sessionId, issuedAt, accessExpiresAt);
    return {
      accessToken,
      accessMaxAgeMs: (accessExpiresAt - issuedAt) * 1000,
      refreshToken,
      refreshMaxAgeMs: sessionExpiresAt.getTime() - now.getTime(),
      sessionId,
      info: {
        user: this.users.toSessionUser(user),
        accessExpiresAt: new Date(accessExpiresAt * 1000).toISOString(),
        sessionExpiresAt: sessionExpiresAt.toISOString(),
      },
    };
  }

  private async addRefreshToken(manager: EntityManager, sessionId: string, now: Date): Promise<string> {
    const raw = randomBytes(32).toString('base64url');
    await manager.query(`INSERT INTO refresh_tokens (token_hash, session_id, created_at) VALUES ($1, $2, $3)`, [
      hashSecureToken(raw),
      sessionId,
      now,
    ]);
    return raw;
  }

  /** Ends a session that is over (absolute end, idle, account disabled); true when it is not usable. */
  private async endIfOver(manager: EntityManager, session: SessionRow, now: Date): Promise<boolean> {
    if (session.revoked_at) return true;
    let reason: SessionEndReason | null = null;
    if (session.status !== 'active') reason = 'user_disabled';
    else if (now.getTime() >= session.expires_at.getTime()) reason = 'expired';
    else if (now.getTime() - session.last_used_at.getTime() > this.config.auth.sessionIdleMinutes * 60_000) reason = 'idle_timeout';
    if (!reason) return false;
    await this.revokeWith(manager, session.id, reason, now);
    return true;
  }

  private async revokeWith(manager: EntityManager, sessionId: string, reason: SessionEndReason, now: Date): Promise<void> {
    await manager.query(
      `UPDATE user_sessions SET revoked_at = $2, revoked_reason = $3 WHERE id = $1 AND revoked_at IS NULL`,
      [sessionId, now, reason],
    );
  }
}

/** An IPv4 client as people write it: the socket's IPv4-mapped IPv6 form ('::ffff:203.0.113.7') unwrapped. */
export function displayAddress(ip: string | null): string | null {
  if (!ip) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped ? mapped[1] : ip;
}
