import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A visitor's release cohort: 0–99 from a stable hash of their visitor id (visitor-cookie.ts: random, or derived
 * from the user id once they sign in). A canary at p % goes to cohorts below p, so raising p only adds visitors and
 * the same visitor gets the same answer on every load and for every remote.
 */
export function cohortOf(visitorId: string): number {
  return createHash('sha256').update(`cohort:${visitorId}`, 'utf8').digest().readUInt32BE(0) % 100;
}

export function inCanary(cohort: number, percent: number): boolean {
  return cohort < percent;
}

/** 128 random bits, URL-safe: the visitor cookie's value. */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A signed-in user's visitor id: the same on every device, opaque (a keyed hash: it names nobody and cannot be
 * computed from a user id without the server's key).
 */
export function userVisitorId(userId: string, key: string): string {
  return createHmac('sha256', key).update(`release-cohort:${userId}`).digest('base64url').slice(0, 22);
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}
