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

export const remoteRegistrySchema = z.object({
  remotes: z.array(remoteEntrySchema),
  /** The share of page loads that send health reports (fewer when traffic is high); all when absent. */
  healthSampleRate: z.optional(z.number().check(z.minimum(0.0001), z.maximum(1))),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/** Limits of a health report (`healthReportSchema` in releases.ts), which the shell keeps to when it sends one. */
export const HEALTH_REPORT_MAX_ENTRIES = 6;
export const HEALTH_REPORT_MAX_COUNT = 100;
