import { Injectable } from '@nestjs/common';
import { TOTP_CODE_PATTERN, type TotpSetup } from '@harman/contracts';
import * as QRCode from 'qrcode';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppError } from '../../common/errors/app-error';
import { SecurityLog } from '../../common/security/security-log';
import { AccountNotices } from '../notifications/account-notices';
import type { User } from '../users/user.entity';
import { newRecoveryCodes } from './recovery-codes';
import { SecretBox } from './secret-box';
import { matchTotpStep, newTotpSecret, totpFor } from './totp';

/** A set-up not confirmed within this time must be started again (the QR code on screen is stale). */
const PENDING_TTL_MS = 15 * 60_000;

export type SecondFactorMatch = 'totp' | 'recovery' | null;

/**
 * TOTP two-factor (RFC 6238): set-up with a pending seed, enabling with a first code, recovery codes, checking a
 * code at sign-in with replay protection (a step is accepted once), and turning it off.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly box: SecretBox,
    private readonly securityLog: SecurityLog,
    private readonly notices: AccountNotices,
  ) {}

  /**
   * A fresh pending seed and its QR code; replaces any earlier pending one. Refused once two-factor is on: a new
   * seed must never replace the one the owner's phone holds (turn it off first, with password and code).
   */
  async startSetup(user: User): Promise<TotpSetup> {
    const secret = newTotpSecret();
    const [, updated] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE users SET totp_pending_secret_enc = $2, totp_pending_at = $3 WHERE id = $1 AND totp_enabled_at IS NULL`,
      [user.id, this.box.seal(secret), this.clock.now()],
    );
    if (updated === 0) throw alreadyEnabled();
    const otpauthUrl = totpFor(secret, user.email).toString();
    const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
    return { secret, otpauthUrl, qrCodeDataUrl };
  }

  /**
   * Turns two-factor on with a code from the pending seed; answers the recovery codes (shown once, stored as keyed
   * hashes). `manager` lets the admin enrolment at sign-in open the session in the same transaction.
   */
  async enable(userId: string, code: string, manager?: EntityManager): Promise<string[]> {
    const run = async (m: EntityManager) => {
      const [row] = await m.query<{ totp_pending_secret_enc: string | null; totp_pending_at: Date | null; totp_enabled_at: Date | null }[]>(
        `SELECT totp_pending_secret_enc, totp_pending_at, totp_enabled_at FROM users WHERE id = $1 FOR UPDATE`,
        [userId],
      );
      if (row?.totp_enabled_at) throw alreadyEnabled();
      const now = this.clock.now();
      if (!row?.totp_pending_secret_enc || !row.totp_pending_at || now.getTime() - row.totp_pending_at.getTime() > PENDING_TTL_MS) {
        throw new AppError(409, 'MFA_NOT_PENDING', 'Start the two-factor set-up first');
      }
      const step = matchTotpStep(this.box.open(row.totp_pending_secret_enc), code, now.getTime());
      if (step === null) throw invalidCode();
      await m.query(
        `UPDATE users SET totp_secret_enc = totp_pending_secret_enc, totp_enabled_at = $2, totp_last_step = $3,
                totp_pending_secret_enc = NULL, totp_pending_at = NULL
         WHERE id = $1`,
        [userId, now, step],
      );
      const codes = newRecoveryCodes();
      await m.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
      for (const recoveryCode of codes) {
        await m.query(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)`, [userId, this.box.hashCode(recoveryCode)]);
      }
      return codes;
    };
    const codes = manager ? await run(manager) : await this.dataSource.transaction(run);
    this.securityLog.record('totp_enabled', { outcome: 'success', userId });
    await this.notices.twoFactorChanged(userId, true);
    return codes;
  }

  /**
   * Checks a TOTP code (each time step once) or an unused recovery code (then spent). Atomic, so two requests
   * with the same code cannot both pass.
   */
  async verify(user: User, code: string): Promise<SecondFactorMatch> {
    if (!user.totpSecretEnc) return null;
    const now = this.clock.now();
    if (TOTP_CODE_PATTERN.test(code)) {
      const step = matchTotpStep(this.box.open(user.totpSecretEnc), code, now.getTime());
      if (step === null) return null;
      const [, accepted] = await this.dataSource.query<[unknown[], number]>(
        `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
        [user.id, step],
      );
      return accepted > 0 ? 'totp' : null;
    }
    const [, spent] = await this.dataSource.query<[unknown[], number]>(
      `UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [user.id, this.box.hashCode(code), now],
    );
    if (spent === 0) return null;
    this.securityLog.record('recovery_code_used', { outcome: 'success', userId: user.id });
    return 'recovery';
  }

  async disable(userId: string): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      await m.query(
        `UPDATE users SET totp_secret_enc = NULL, totp_enabled_at = NULL, totp_last_step = NULL,
                totp_pending_secret_enc = NULL, totp_pending_at = NULL
         WHERE id = $1`,
        [userId],
      );
      await m.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    });
    this.securityLog.record('totp_disabled', { outcome: 'success', userId });
    await this.notices.twoFactorChanged(userId, false);
  }

  async recoveryCodesRemaining(userId: string): Promise<number> {
    const [row] = await this.dataSource.query<{ count: string }[]>(
      `SELECT count(*) FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
    return Number(row.count);
  }
}

export function alreadyEnabled(): AppError {
  return new AppError(409, 'MFA_ALREADY_ENABLED', 'Two-factor authentication is already on');
}

export function invalidCode(details?: Record<string, number>): AppError {
  return new AppError(401, 'INVALID_MFA_CODE', 'The verification code is wrong or has expired', undefined, details);
}
