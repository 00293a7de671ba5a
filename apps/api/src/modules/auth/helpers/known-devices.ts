import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';

/**
 * Which browsers (device cookie ids) have completed a sign-in to which account. When the account's guessing
 * budget is spent, these still sign in under the per-client rules, so strangers never lock the owner out.
 * Ids are stored hashed: the table alone cannot mint a familiar cookie (it is signed too).
 */
@Injectable()
export class KnownDevices {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async isFamiliar(userId: string, deviceId: string | null): Promise<boolean> {
    if (!deviceId) return false;
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM known_devices WHERE user_id = $1 AND device_hash = $2`,
      [userId, hashDevice(deviceId)],
    );
    return rows.length > 0;
  }

  async remember(userId: string, deviceId: string): Promise<void> {
    const now = this.clock.now();
    await this.dataSource.query(
      `INSERT INTO known_devices (user_id, device_hash, first_signed_in_at, last_signed_in_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (user_id, device_hash) DO UPDATE SET last_signed_in_at = EXCLUDED.last_signed_in_at`,
      [userId, hashDevice(deviceId), now],
    );
  }
}

function hashDevice(deviceId: string): string {
  return createHash('sha256').update(deviceId, 'utf8').digest('base64url');
}
