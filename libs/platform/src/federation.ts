import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { RemoteEntry, RemoteName } from '@harman/contracts';
import { takeEarlyLoad, type EarlyManifest } from './early-load';
import { watchRemoteHealth } from './health-reports';
import { loadRemoteRegistry, type LoadedRegistry, type RegistrySource } from './registry';

type FederationInstance = ReturnType<typeof createInstance>;
/** The shell's shared modules, each given as `lib: () => Module` (apps/shell/src/federation/shared-modules.ts). */
export type SharedModules = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

let instance: FederationInstance | undefined;
let registry: Promise<LoadedRegistry> | undefined;
let earlyManifest: Promise<EarlyManifest | null> | undefined;
const entries = new Map<RemoteName, RemoteEntry>();
/** Each remote's registration (its manifest read, its entry URL given to the runtime), once per page unless retried. */
const registrations = new Map<RemoteName, Promise<void>>();

/**
 * The shell has no federation build plugin: it runs the MF runtime itself and hands it the modules it shares
 * (TOOLCHAIN.md, "Federation runtime size": −6.8 kB gzip against the plugin's host runtime). Call once, before
 * any remote loads.
 *
 * Traps: remotes are built with `externalRuntime`, so their entries read the runtime from
 * `globalThis._FEDERATION_RUNTIME_CORE`: it must be this very runtime-core module (same version as the remotes'
 * bundler runtime). The shell is built with FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN, so the runtime cannot read
 * an `mf-manifest.json` itself: the remote is registered with the entry URL read from its manifest here.
 */
export function initFederation(shared: SharedModules): void {
  if (instance) return;
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
  instance = createInstance({ name: 'shell', remotes: [], shared, shareStrategy: 'loaded-first' });
}

/** Reads the registry once; each remote is registered with the runtime when it is first loaded. */
export function startFederation(source?: RegistrySource): Promise<LoadedRegistry> {
  const early = registry ? undefined : takeEarlyLoad();
  if (early) earlyManifest = early.manifest;
  registry ??= loadRemoteRegistry(source, fetch, early?.registry).then((loaded) => {
    loaded.remotes.forEach((remote) => entries.set(remote.name, remote));
    // Only the api's releases are counted (the fallback list is not what the canary rule compares).
    if (loaded.source === 'api') watchRemoteHealth(loaded.remotes, loaded.healthSampleRate);
    return loaded;
  });
  return registry;
}

type Manifest = {
  metaData?: { globalName?: string; publicPath?: string; remoteEntry?: { name?: string; path?: string; type?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[];
};

/** The manifest the early script or the shell's server already has, on the first try only; else fetched. */
async function manifestOf(manifestUrl: string, retry: boolean): Promise<Manifest> {
  if (!retry) {
    const served = typeof window === 'undefined' ? undefined : window.__HARMAN_BOOT__?.manifests?.[manifestUrl];
    if (served) return served as Manifest;
    const early = await earlyManifest;
    if (early?.url === manifestUrl) return early.json as Manifest;
  }
  const response = await fetch(manifestUrl, retry ? { cache: 'no-store' } : undefined);
  if (!response.ok) throw new Error(`Manifest ${manifestUrl} answered ${response.status}`);
  return (await response.json()) as Manifest;
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  link.onerror = () => link.remove();
  document.head.appendChild(link);
}

async function registerRemote(remote: RemoteEntry, retry: boolean): Promise<void> {
  const manifest = await manifestOf(remote.manifestUrl, retry);
  const meta = manifest.metaData;
  if (!meta?.remoteEntry?.name) throw new Error(`Manifest ${remote.manifestUrl} names no remote entry`);
  // publicPath 'auto': files live beside the manifest (the remotes build with assetPrefix 'auto').
  const base = !meta.publicPath || meta.publicPath === 'auto' ? new URL('.', remote.manifestUrl).href : meta.publicPath;
  const entry = new URL(`${meta.remoteEntry.path ? `${meta.remoteEntry.path}/` : ''}${meta.remoteEntry.name}`, base).href;
  // What the runtime's snapshot plugin did from the manifest: the exposed App's files start with the entry.
  if (typeof document !== 'undefined') {
    manifest.exposes?.find((expose) => expose.name === 'App')?.assets?.js?.sync?.forEach((file) => preloadScript(new URL(file, base).href));
  }
  instance?.registerRemotes(
    [{ name: remote.name, entry, entryGlobalName: meta.globalName ?? remote.name, type: meta.remoteEntry.type === 'global' || !meta.remoteEntry.type ? 'global' : 'esm' }],
    { force: retry },
  );
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
 * Loads `<remote>/<exposed>`. After a failure, `retry` reads the manifest again and re-registers the remote with
 * `force`, which drops the runtime's cached (failed) entry so the entry is fetched again: no page reload needed.
 */
export async function loadRemoteModule<T>(remote: RemoteName, exposed: string, { retry = false } = {}): Promise<T> {
  await startFederation();
  const entry = entries.get(remote);
  if (!entry) throw new RemoteUnavailableError(remote, 'not in the registry');
  if (!instance) throw new RemoteUnavailableError(remote, 'initFederation was not called');
  try {
    let registration = registrations.get(remote);
    if (retry || !registration) {
      registration = registerRemote(entry, retry);
      registrations.set(remote, registration);
      registration.catch(() => {
        if (registrations.get(remote) === registration) registrations.delete(remote);
      });
    }
    const module = await withTimeout(registration.then(() => instance?.loadRemote<T>(`${remote}/${exposed}`)), remote);
    if (!module) throw new RemoteUnavailableError(remote, 'empty module');
    return module;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
}

export function activeRemote(remote: RemoteName): RemoteEntry | undefined {
  return entries.get(remote);
}
