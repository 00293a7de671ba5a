import { createHash, randomBytes } from 'node:crypto';

/**
 * A visitor's release cohort: 0–99 from a stable hash of who they are (the signed-in user's id, else the random
 * id of their visitor cookie). A canary at p % goes to cohorts below p, so raising p only adds visitors and the
 * same visitor gets the same answer on every load and for every remote.
 */
export function cohortOf(key: string): number {
  return createHash('sha256').update(key, 'utf8').digest().readUInt32BE(0) % 100;
}

export function inCanary(cohort: number, percent: number): boolean {
  return cohort < percent;
}

/** The hashed key: the user's id when signed in (the same cohort on every device), else the visitor id. */
export function cohortKey(visitorId: string, userId?: string): string {
  return userId ? `user:${userId}` : `visitor:${visitorId}`;
}

/** 128 random bits, URL-safe: the visitor cookie's value. */
export function newVisitorId(): string {
  return randomBytes(16).toString('base64url');
}

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}
