import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { RemoteEntry, RemoteName } from '@harman/contracts';
import { takeEarlyLoad, type EarlyManifest } from './early-load';
import { watchRemoteHealth } from './health-reports';
import { loadRemoteRegistry, type LoadedRegistry, type RegistrySource } from './registry';
import { remoteEntryUrl, type RemoteManifest } from './remote-manifest';

type FederationOptions = Parameters<typeof createInstance>[0];
/** What the shell gives the remotes: name → `{ version, lib, shareConfig }` (apps/shell/src/federation). */
export type SharedModules = NonNullable<FederationOptions['shared']>;

let registry: Promise<LoadedRegistry> | undefined;
let federation: ModuleFederation | undefined;
/** The manifest the page's inline script fetched for the route's remote, taken once. */
let earlyManifest: Promise<EarlyManifest | null> | undefined;
const entries = new Map<RemoteName, RemoteEntry>();
/** Each remote's registration with the runtime, once its manifest has named its entry script. */
const registered = new Map<RemoteName, Promise<void>>();

/**
 * The page's one federation runtime. The remotes are built with `externalRuntime`: their entries carry no
 * runtime core and take the one the page publishes on the global, the shell's. The shell builds it without
 * the snapshot plugin (apps/shell/rsbuild.config.ts), so the runtime loads entry scripts, not manifests:
 * `register` reads each manifest itself.
 */
function createFederation(shared: SharedModules): ModuleFederation {
  Object.assign(runtimeCore.Global, { _FEDERATION_RUNTIME_CORE: runtimeCore });
  return createInstance({ name: 'shell', remotes: [], shared, shareStrategy: 'loaded-first' });
}

/**
 * Once per page: creates the federation runtime with the shell's shared modules and reads the registry.
 * Later calls return the same registry.
 */
export function startFederation({ shared = {}, source }: { shared?: SharedModules; source?: RegistrySource } = {}): Promise<LoadedRegistry> {
  if (registry) return registry;
  const early = takeEarlyLoad();
  earlyManifest = early?.manifest;
  federation = createFederation(shared);
  registry = loadRemoteRegistry(source, fetch, early?.registry).then((loaded) => {
    loaded.remotes.forEach((remote) => entries.set(remote.name, remote));
    // Only the api's releases are counted (the fallback list is not what the canary rule compares).
    if (loaded.source === 'api') watchRemoteHealth(loaded.remotes, loaded.healthSampleRate);
    return loaded;
  });
  return registry;
}

/** The remote's manifest: the one the inline script already fetched when it is this remote's, else fetched. */
async function manifestOf(remote: RemoteEntry, retry: boolean): Promise<RemoteManifest> {
  const early = retry ? null : await earlyManifest?.then((manifest) => (manifest?.url === remote.manifestUrl ? manifest : null));
  if (early) {
    earlyManifest = undefined;
    return early.json as RemoteManifest;
  }
  const response = await fetch(remote.manifestUrl);
  if (!response.ok) throw new Error(`Manifest ${remote.manifestUrl} answered ${response.status}`);
  return (await response.json()) as RemoteManifest;
}

/**
 * Registers the remote's entry script, once. A retry reads the manifest again and registers with `force`,
 * which drops the runtime's cached (failed) entry, so the entry is fetched again: no page reload needed.
 */
function register(runtime: ModuleFederation, remote: RemoteEntry, retry: boolean): Promise<void> {
  const known = registered.get(remote.name);
  if (known && !retry) return known;
  const registering = manifestOf(remote, retry).then((manifest) => {
    runtime.registerRemotes([{ name: remote.name, entry: remoteEntryUrl(remote.manifestUrl, manifest) }], { force: retry });
  });
  registering.catch(() => registered.delete(remote.name));
  registered.set(remote.name, registering);
  return registering;
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

/** Loads `<remote>/<exposed>`; `retry` after a failure fetches the remote's manifest and entry again. */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, { retry = false } = {}): Promise<T> {
  await startFederation();
  const entry = entries.get(remote);
  const runtime = federation;
  if (!entry || !runtime) throw new RemoteUnavailableError(remote, 'not in the registry');
  try {
    const module = await withTimeout(
      register(runtime, entry, retry).then(() => runtime.loadRemote<T>(`${remote}/${exposed}`)),
      remote,
    );
    if (!module) throw new RemoteUnavailableError(remote, 'empty module');
    return module;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
}

export function activeRemote(remote: RemoteName): RemoteEntry | undefined {
  return entries.get(remote);
}
