import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemoteName } from '@harman/contracts';
import { takeEarlyLoad, type EarlyManifest } from './early-load';
import { watchRemoteHealth } from './health-reports';
import { loadRemoteRegistry, type LoadedRegistry, type RegistrySource } from './registry';

let registry: Promise<LoadedRegistry> | undefined;
const entries = new Map<RemoteName, RemoteEntry>();

/**
 * Hands the runtime the manifest the page's inline script already fetched, once; any other manifest
 * (and the same one again on a retry) is fetched by the runtime as usual.
 */
function reuseEarlyManifest(early: Promise<EarlyManifest | null>): ModuleFederationRuntimePlugin {
  let pending: Promise<EarlyManifest | null> | null = early;
  return {
    name: 'harman-early-manifest',
    fetch(url) {
      if (!pending) return undefined;
      const reply = pending.then((manifest) => {
        if (manifest?.url !== url) return undefined;
        pending = null;
        return new Response(JSON.stringify(manifest.json), { headers: { 'Content-Type': 'application/json' } });
      });
      // The runtime fetches the manifest itself when this settles without a Response.
      return reply as Promise<Response>;
    },
  };
}

/** Reads the registry once and registers every remote with the federation runtime. */
export function startFederation(source?: RegistrySource): Promise<LoadedRegistry> {
  const early = registry ? undefined : takeEarlyLoad();
  if (early) registerPlugins([reuseEarlyManifest(early.manifest)]);
  registry ??= loadRemoteRegistry(source, fetch, early?.registry).then((loaded) => {
    loaded.remotes.forEach((remote) => entries.set(remote.name, remote));
    // Only the api's releases are counted (the fallback list is not what the canary rule compares).
    if (loaded.source === 'api') watchRemoteHealth(loaded.remotes, loaded.healthSampleRate);
    registerRemotes(loaded.remotes.map(({ name, manifestUrl }) => ({ name, entry: manifestUrl })));
    return loaded;
  });
  return registry;
}

export class RemoteUnavailableError extends Error {
  constructor(remote: string, cause?: unknown) {
    super(`Remote '${remote}' could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

const LOAD_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(remote, 'timeout')), LOAD_TIMEOUT_MS);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error) => { clearTimeout(timer); reject(error); },
    );
  });
}

/**
 * Loads `<remote>/<exposed>`. After a failure, `retry` re-registers the remote with `force`, which drops
 * the runtime's cached (failed) entry so the manifest and entry are fetched again: no page reload needed.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, { retry = false } = {}): Promise<T> {
  await startFederation();
  const entry = entries.get(remote);
  if (!entry) throw new RemoteUnavailableError(remote, 'not in the registry');
  if (retry) registerRemotes([{ name: entry.name, entry: entry.manifestUrl }], { force: true });
  try {
    const module = await withTimeout(loadRemote<T>(`${remote}/${exposed}`), remote);
    if (!module) throw new RemoteUnavailableError(remote, 'empty module');
    return module;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
}

export function activeRemote(remote: RemoteName): RemoteEntry | undefined {
  return entries.get(remote);
}
