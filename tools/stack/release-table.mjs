// The remote registry of an anonymous visitor, given by the shell's document server itself (issue 21: the head
// of a page must cost about what the static page does). The api stays the authority: the server keeps its release
// table (GET /api/platform/remotes/table) while the release generation in Redis stays, and reads it again when the
// generation moves (every change of the registry moves it after its commit), so a deploy shows at the next load.
// The cohort and the choice of release are the api's (apps/api/src/modules/platform/cohort.ts); a unit test holds
// both to the same answers. A signed-in visitor's cohort follows their account, which only the api knows: those
// pages, and every page while the table or the generation cannot be read, ask the api as before.
import { createHash, randomBytes } from 'node:crypto';
import Redis from 'ioredis';

const ASK_TIMEOUT_MS = 500;
/** Even under an unmoved generation (a bump the api could not write) a table is read again after this. */
const MAX_AGE_MS = 60_000;
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** libs/contracts' RELEASE_GENERATION_KEY (held equal by release-table.spec.mjs): after the api's queue prefix and a colon. */
export const RELEASE_GENERATION_KEY = 'releases:generation';

/** 0–99 from a stable hash of the visitor id (the api's cohortOf). */
export function cohortOf(visitorId) {
  return createHash('sha256').update(`cohort:${visitorId}`, 'utf8').digest().readUInt32BE(0) % 100;
}

export function isVisitorId(value) {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value);
}

/** 128 random bits, URL-safe (the api's newVisitorId). */
export function newVisitorId() {
  return randomBytes(16).toString('base64url');
}

/** The release of each remote for a cohort: its canary below the canary's share, else its active release. */
export function releasesForCohort(releases, cohort) {
  const byRemote = new Map();
  for (const release of [...releases].sort((a, b) => Number(a.canaryPercent !== null) - Number(b.canaryPercent !== null))) {
    const entry = { name: release.name, version: release.version, manifestUrl: release.manifestUrl };
    if (release.canaryPercent === null) byRemote.set(release.name, entry);
    else if (cohort < release.canaryPercent || !byRemote.has(release.name)) byRemote.set(release.name, entry);
  }
  return [...byRemote.values()];
}

/** The share of page loads that report health (the api's healthSampleRate). */
export function healthSampleRate(loadsPerMinute, reportedLoadsPerMinute) {
  if (loadsPerMinute <= reportedLoadsPerMinute) return 1;
  return Math.max(0.0001, Math.round((reportedLoadsPerMinute / loadsPerMinute) * 10_000) / 10_000);
}

/** Counts the page loads this server gives a registry, per minute, as the api counts its registry answers. */
export function createPageLoadCounter(now = () => Date.now()) {
  let traffic = { minute: 0, count: 0, previous: 0 };
  return function countLoad() {
    const minute = Math.floor(now() / 60_000);
    if (minute !== traffic.minute) traffic = { minute, count: 0, previous: minute === traffic.minute + 1 ? traffic.count : 0 };
    traffic.count += 1;
    return Math.max(traffic.previous, traffic.count);
  };
}

/** `name=value` pairs of a Cookie header. */
export function parseCookies(header = '') {
  const cookies = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return cookies;
}

/** The visitor cookie as the api sets it (visitor-cookie.ts): a year, httpOnly, SameSite=Lax, Secure with __Host-. */
export function visitorCookieLine({ name, secure }, id) {
  return `${name}=${id}; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reads the generation from Redis; null when it cannot (the caller then asks the api). */
export function redisGeneration(redisUrl, key) {
  const redis = new Redis(redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1_000, commandTimeout: 250 });
  redis.on('error', () => undefined);
  redis.connect().catch(() => undefined);
  const read = async () => {
    try {
      return await redis.get(key);
    } catch {
      return null;
    }
  };
  read.close = () => redis.disconnect();
  return read;
}

/**
 * `createReleaseTable({ apiUrl, generation })` → `() => Promise<table | null>`: the api's release table, read again
 * whenever `generation()` answers something new; null when the generation or the table cannot be had.
 */
export function createReleaseTable({ apiUrl, generation, now = () => Date.now() }) {
  let kept = null;
  let reading = null;
  const read = async (stamp) => {
    const response = await fetch(`${apiUrl}/api/platform/remotes/table`, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the release table answered ${response.status}`);
    // Kept under the generation read before asking: a change committed meanwhile moves it again, and is read then.
    kept = { stamp, table: await response.json(), at: now() };
    return kept.table;
  };
  return async function releaseTable() {
    const stamp = await generation();
    if (stamp === null) return null;
    if (kept && kept.stamp === stamp && now() - kept.at < MAX_AGE_MS) return kept.table;
    // Pages that arrive together share one read of the same generation.
    if (reading?.stamp !== stamp) {
      const promise = read(stamp).finally(() => {
        if (reading?.promise === promise) reading = null;
      });
      reading = { stamp, promise };
    }
    try {
      return await reading.promise;
    } catch {
      return null;
    }
  };
}
