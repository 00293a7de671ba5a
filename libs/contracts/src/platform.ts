// zod/mini: on the first load of every page (see language.ts).
import * as z from 'zod/mini';

export const REMOTE_NAMES = ['storefront', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** One entry of the remote registry the shell reads at start. */
export const remoteEntrySchema = z.object({
  name: z.enum(REMOTE_NAMES),
  version: z.string(),
  manifestUrl: z.url(),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const remoteRegistrySchema = z.object({ remotes: z.array(remoteEntrySchema) });
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/** Body of `POST /api/platform/remotes/:name/releases` (deploy tooling only). */
export const createReleaseSchema = z.strictObject({
  version: z.string().check(z.regex(/^[0-9A-Za-z.+-]{1,64}$/)),
  manifestUrl: z.url(),
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
  createdAt: z.string(),
});
export type Release = z.infer<typeof releaseSchema>;

/** Newest first. */
export const releaseListSchema = z.object({ releases: z.array(releaseSchema) });
export type ReleaseList = z.infer<typeof releaseListSchema>;
