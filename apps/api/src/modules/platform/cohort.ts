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

/** A release as the registry keeps it: the active one has no canary share. */
export interface TableRelease<Name extends string = string> {
  name: Name;
  version: string;
  manifestUrl: string;
  canaryPercent: number | null;
}

/**
 * The release of each remote for a cohort: its canary when the cohort is below the canary's share (or the remote
 * has nothing else), else its active release. tools/stack/release-table.mjs does the same for the shell's server;
 * a unit test holds the two to the same answers.
 */
export function releasesForCohort<Name extends string>(releases: TableRelease<Name>[], cohort: number): { name: Name; version: string; manifestUrl: string }[] {
  const byRemote = new Map<Name, { name: Name; version: string; manifestUrl: string }>();
  for (const release of [...releases].sort((a, b) => Number(a.canaryPercent !== null) - Number(b.canaryPercent !== null))) {
    const entry = { name: release.name, version: release.version, manifestUrl: release.manifestUrl };
    if (release.canaryPercent === null) byRemote.set(release.name, entry);
    else if (inCanary(cohort, release.canaryPercent) || !byRemote.has(release.name)) byRemote.set(release.name, entry);
  }
  return [...byRemote.values()];
}

/**
 * The share of page loads that send health reports: all of them up to `reportedLoadsPerMinute` loads a minute, then
 * that many over the loads (four decimals, never 0: the registry schema's (0, 1]).
 */
export function healthSampleRate(loadsPerMinute: number, reportedLoadsPerMinute: number): number {
  if (loadsPerMinute <= reportedLoadsPerMinute) return 1;
  return Math.max(0.0001, Math.round((reportedLoadsPerMinute / loadsPerMinute) * 10_000) / 10_000);
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
