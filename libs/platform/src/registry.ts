import { remoteRegistrySchema, type RemoteEntry, type RemoteRegistry } from '@harman/contracts';

export interface RegistrySource {
  /** The api's registry of active releases. */
  registryUrl: string;
  /** The shell's own copy, used when the api does not answer. */
  fallbackUrl: string;
  /** How long start-up waits for the api before using the fallback. */
  timeoutMs: number;
}

export const DEFAULT_REGISTRY_SOURCE: RegistrySource = {
  registryUrl: '/api/platform/remotes',
  fallbackUrl: '/remotes.json',
  timeoutMs: 3_000,
};

export interface LoadedRegistry {
  remotes: RemoteEntry[];
  source: 'api' | 'fallback';
  /** The share of page loads that send health reports (the api's answer; all when it says nothing). */
  healthSampleRate?: number;
}

async function fetchRegistry(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<RemoteRegistry> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if (!response.ok) throw new Error(`Registry ${url} answered ${response.status}`);
  return remoteRegistrySchema.parse(await response.json());
}

/**
 * Reads the active remote of each kind: from the api, else from the shell's static `remotes.json`.
 * `early` is the api's answer already requested by the page's inline script (see early-load.ts).
 */
export async function loadRemoteRegistry(
  source: RegistrySource = DEFAULT_REGISTRY_SOURCE,
  fetchImpl: typeof fetch = fetch,
  early?: Promise<unknown>,
): Promise<LoadedRegistry> {
  try {
    const registry = early ? remoteRegistrySchema.parse(await early) : await fetchRegistry(source.registryUrl, source.timeoutMs, fetchImpl);
    return { remotes: registry.remotes, source: 'api', healthSampleRate: registry.healthSampleRate };
  } catch (error) {
    console.warn('Remote registry unavailable, using the fallback list', error);
    return { remotes: (await fetchRegistry(source.fallbackUrl, source.timeoutMs, fetchImpl)).remotes, source: 'fallback' };
  }
}
