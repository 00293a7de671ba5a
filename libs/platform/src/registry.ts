import { remoteRegistrySchema, type RemoteEntry } from '@harman/contracts';

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
}

async function fetchRegistry(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<RemoteEntry[]> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
  if (!response.ok) throw new Error(`Registry ${url} answered ${response.status}`);
  return remoteRegistrySchema.parse(await response.json()).remotes;
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
    const remotes = early
      ? remoteRegistrySchema.parse(await early).remotes
      : await fetchRegistry(source.registryUrl, source.timeoutMs, fetchImpl);
    return { remotes, source: 'api' };
  } catch (error) {
    console.warn('Remote registry unavailable, using the fallback list', error);
    return { remotes: await fetchRegistry(source.fallbackUrl, source.timeoutMs, fetchImpl), source: 'fallback' };
  }
}
