import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { RemoteEntry, RemoteName } from '@harman/contracts';
import { takeEarlyLoad, type EarlyManifest } from './early-load';
import { watchRemoteHealth } from './health-reports';
import { loadRemoteRegistry, type LoadedRegistry, type RegistrySource } from './registry';

type FederationOptions = Parameters<typeof createInstance>[0];
type RuntimePlugin = NonNullable<FederationOptions['plugins']>[number];
/** What the shell gives the remotes: name → `{ version, lib, shareConfig }` (apps/shell/src/federation). */
export type SharedModules = NonNullable<FederationOptions['shared']>;

let registry: Promise<LoadedRegistry> | undefined;
let federation: ModuleFederation | undefined;
const entries = new Map<RemoteName, RemoteEntry>();

/**
 * The page's one federation runtime. The remotes are built with `externalRuntime`: their entries carry no
 * runtime core and take the one the page publishes on the global, the shell's.
 */
function createFederation(shared: SharedModules, plugins: RuntimePlugin[]): ModuleFederation {
  Object.assign(runtimeCore.Global, { _FEDERATION_RUNTIME_CORE: runtimeCore, _FEDERATION_RUNTIME_CORE_FROM: { name: 'shell', version: 'page' } });
  return createInstance({ name: 'shell', remotes: [], shared, shareStrategy: 'loaded-first', plugins });
}

/**
 * Hands the runtime the manifest the page's inline script already fetched, once; any other manifest
 * (and the same one again on a retry) is fetched by the runtime as usual.
 */
function reuseEarlyManifest(early: Promise<EarlyManifest | null>): RuntimePlugin {
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

/**
 * Once per page: creates the federation runtime with the shell's shared modules, reads the registry and
 * registers every remote. Later calls return the same registry.
 */
export function startFederation({ shared = {}, source }: { shared?: SharedModules; source?: RegistrySource } = {}): Promise<LoadedRegistry> {
  if (registry) return registry;
  const early = takeEarlyLoad();
  const runtime = createFederation(shared, early ? [reuseEarlyManifest(early.manifest)] : []);
  federation = runtime;
  registry = loadRemoteRegistry(source, fetch, early?.registry).then((loaded) => {
    loaded.remotes.forEach((remote) => entries.set(remote.name, remote));
    // Only the api's releases are counted (the fallback list is not what the canary rule compares).
    if (loaded.source === 'api') watchRemoteHealth(loaded.remotes, loaded.healthSampleRate);
    runtime.registerRemotes(loaded.remotes.map(({ name, manifestUrl }) => ({ name, entry: manifestUrl })));
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
  const runtime = federation;
  if (!entry || !runtime) throw new RemoteUnavailableError(remote, 'not in the registry');
  if (retry) runtime.registerRemotes([{ name: entry.name, entry: entry.manifestUrl }], { force: true });
  try {
    const module = await withTimeout(runtime.loadRemote<T>(`${remote}/${exposed}`), remote);
    if (!module) throw new RemoteUnavailableError(remote, 'empty module');
    return module;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
}

export function activeRemote(remote: RemoteName): RemoteEntry | undefined {
  return entries.get(remote);
}
