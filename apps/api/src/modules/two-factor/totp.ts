import { AUTH_LIMITS } from '@harman/contracts';
import { Secret, TOTP } from 'otpauth';

export const TOTP_ISSUER = 'Harman Kahve';

/** A new seed: 20 random bytes (160 bits, RFC 4226's recommendation), base32 as authenticator apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: AUTH_LIMITS.totpDigits,
    period: AUTH_LIMITS.totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * The time step a code belongs to, if it is valid at `nowMs` within one step either way (RFC 6238 §5.2: clock
 * drift), else null. The caller rejects steps at or before the last one accepted (replay).
 */
export function matchTotpStep(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpFor(secretBase32, 'check').validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / AUTH_LIMITS.totpPeriodSeconds) + delta;
}

/** The code of a time (tests and the development seed's helper use it). */
export function totpCodeAt(secretBase32: string, timeMs: number): string {
  return totpFor(secretBase32, 'code').generate({ timestamp: timeMs });
}
