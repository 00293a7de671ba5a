// The releases of the remotes, their health and the registry's table: read by the api, the deploy tooling and
// the admin's Sürümler, never on a shopper's first load, so the shell does not build these schemas at start
// (platform.ts holds what every page reads). zod/mini, as the admin remote shares it with the shell.
import * as z from 'zod/mini';
import { HEALTH_REPORT_MAX_COUNT, HEALTH_REPORT_MAX_ENTRIES, REMOTE_NAMES } from './platform';

const releaseVersionSchema = z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,64}$/));
/** A canary's share of visitors; 100 is a full release. */
export const canaryPercentSchema = z.int().check(z.minimum(1), z.maximum(100));

/**
 * Body of `POST /api/platform/remotes/:name/releases` (deploy tooling only). With `canaryPercent` below 100 the
 * release goes to that share of visitors only; `deployedBy` names who ran the deploy (shown in Sürümler).
 */
export const createReleaseSchema = z.strictObject({
  version: releaseVersionSchema,
  manifestUrl: z.url(),
  canaryPercent: z.optional(canaryPercentSchema),
  // Letters, digits, punctuation, symbols and spaces: a name, no control characters.
  deployedBy: z.optional(z.string().check(z.regex(/^[\p{L}\p{N}\p{P}\p{S} ]{1,100}$/u))),
});
export type CreateRelease = z.infer<typeof createReleaseSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded', 'down']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    redis: z.enum(['up', 'down']),
    queue: z.object({
      status: z.enum(['up', 'down']),
      waiting: z.optional(z.int()),
      active: z.optional(z.int()),
      failed: z.optional(z.int()),
    }),
    /** The queue workers of the answering process (their blocking Redis client); absent when it runs none. */
    worker: z.optional(z.enum(['up', 'down'])),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** A release of a remote as the deploy tooling sees it (`GET/POST /api/platform/remotes/:name/releases`). */
export const releaseSchema = z.object({
  name: z.enum(REMOTE_NAMES),
  version: z.string(),
  manifestUrl: z.string(),
  active: z.boolean(),
  /** Set on the canary only: the share of visitors who get it. */
  canaryPercent: z.nullable(z.int()),
  deployedBy: z.nullable(z.string()),
  createdAt: z.string(),
  /** A canary ended without promotion: when, why, and whether the health rule did it by itself. */
  endedAt: z.nullable(z.string()),
  endReason: z.nullable(z.string()),
  endedAutomatically: z.boolean(),
});
export type Release = z.infer<typeof releaseSchema>;

/** Newest first. */
export const releaseListSchema = z.object({ releases: z.array(releaseSchema) });
export type ReleaseList = z.infer<typeof releaseListSchema>;

/**
 * Body of `POST /api/platform/health` (the shell, by `navigator.sendBeacon`): counts per remote and release since
 * the last report. Nothing about the visitor. `loads`: page loads whose remote rendered; the three error kinds:
 * the remote failed to load, its error boundary caught an error, an unhandled error or rejection came from its files.
 */
const healthCount = z.int().check(z.minimum(0), z.maximum(HEALTH_REPORT_MAX_COUNT));
export const healthReportSchema = z.strictObject({
  reports: z
    .array(
      z.strictObject({
        remote: z.enum(REMOTE_NAMES),
        version: releaseVersionSchema,
        loads: healthCount,
        loadFailures: healthCount,
        boundaryErrors: healthCount,
        unhandledErrors: healthCount,
      }),
    )
    .check(z.minLength(1), z.maxLength(HEALTH_REPORT_MAX_ENTRIES)),
});
export type HealthReport = z.infer<typeof healthReportSchema>;
export type HealthReportEntry = HealthReport['reports'][number];

/** Admin › Sürümler: a release with its share of visitors and its health over the rule's window. */
export const adminReleaseSchema = z.object({
  ...releaseSchema.shape,
  /** Percent of visitors on it now: 100 − canary for the active one, the canary's share, else 0. */
  share: z.int(),
  loads: z.int(),
  errors: z.int(),
  /** errors / (loads + load failures), 0–1; null without any report in the window. */
  errorRate: z.nullable(z.number()),
});
export type AdminRelease = z.infer<typeof adminReleaseSchema>;

export const adminReleasesSchema = z.object({
  windowMinutes: z.int(),
  remotes: z.array(z.object({ name: z.enum(REMOTE_NAMES), releases: z.array(adminReleaseSchema) })),
});
export type AdminReleases = z.infer<typeof adminReleasesSchema>;

/** Admin actions on one remote's releases: which release, and for a canary its share. */
export const adminReleaseActionSchema = z.strictObject({ version: releaseVersionSchema });
export type AdminReleaseAction = z.infer<typeof adminReleaseActionSchema>;
export const adminCanarySchema = z.strictObject({ version: releaseVersionSchema, percent: canaryPercentSchema });
export type AdminCanary = z.infer<typeof adminCanarySchema>;

/** Name of the first-party cookie holding a visitor's random id, whose hash is their release cohort. */
export const VISITOR_COOKIE = 'harman_vid';

/**
 * `GET /api/platform/remotes/table`: what the shell's document server needs to give each anonymous visitor their
 * cohort's registry itself, without asking the api on every page (issue 21): every active and canary release, the
 * visitor cookie the api reads (its name and whether it is Secure), and the page loads a minute that report health
 * in full. The server reads it again when the release generation in Redis moves (every change of the registry
 * bumps it after its commit), so a deploy shows at the next page load.
 */
export const releaseTableSchema = z.object({
  releases: z.array(
    z.object({
      name: z.enum(REMOTE_NAMES),
      version: z.string(),
      manifestUrl: z.url(),
      /** null: the active release; a number: the canary for cohorts below it. */
      canaryPercent: z.nullable(canaryPercentSchema),
    }),
  ),
  visitorCookie: z.object({ name: z.string(), secure: z.boolean() }),
  reportedLoadsPerMinute: z.int().check(z.minimum(1)),
});
export type ReleaseTable = z.infer<typeof releaseTableSchema>;

/** The Redis key (after the queue prefix and a colon) whose value changes with every change of the registry. */
export const RELEASE_GENERATION_KEY = 'releases:generation';
