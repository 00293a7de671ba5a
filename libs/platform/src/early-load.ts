/**
 * The first thing the shell's page runs, inlined into its HTML by the shell's build (so it starts while
 * the shell's own scripts are still downloading): reads the remote registry, then the manifest of the
 * remote that owns the current path, and asks the browser to preload that remote's entry and the files
 * of its `./App`. Without it these requests wait for the shell's scripts, one after another.
 *
 * It must stay self-contained (it is serialised with `toString()`): no imports, no helpers outside it.
 * Anything that fails is left to the normal path: `startFederation` reads the registry itself and the
 * federation runtime fetches the manifest itself.
 */
export interface EarlyManifest {
  url: string;
  json: unknown;
}

export interface EarlyLoad {
  registry: Promise<unknown>;
  manifest: Promise<EarlyManifest | null>;
}

declare global {
  interface Window {
    __HARMAN_EARLY__?: EarlyLoad;
  }
}

export function earlyRemoteLoad(prefixesByRemote: Record<string, string[]>, registryUrl: string, timeoutMs: number): void {
  const path = location.pathname;
  const owns = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const owner = Object.keys(prefixesByRemote).find((remote) => prefixesByRemote[remote].some(owns));

  const registry = fetch(registryUrl, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) }).then((response) => {
    if (!response.ok) throw new Error(`Registry ${registryUrl} answered ${response.status}`);
    return response.json();
  });

  const preload = (href: string, as: 'script' | 'style') => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    document.head.appendChild(link);
  };

  type Manifest = {
    metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
    exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
  };
  const manifest = registry.then(async (body: { remotes?: { name: string; manifestUrl: string }[] }) => {
    const remote = body.remotes?.find((entry) => entry.name === owner);
    if (!remote) return null;
    const response = await fetch(remote.manifestUrl);
    if (!response.ok) return null;
    const json: Manifest = await response.json();
    // publicPath 'auto': files live beside the manifest (the remotes build with assetPrefix 'auto').
    const publicPath = json.metaData?.publicPath;
    const base = !publicPath || publicPath === 'auto' ? new URL('.', remote.manifestUrl).href : publicPath;
    const entry = json.metaData?.remoteEntry;
    if (entry?.name) preload(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href, 'script');
    const app = json.exposes?.find((expose) => expose.name === 'App');
    app?.assets?.js?.sync?.forEach((file) => preload(new URL(file, base).href, 'script'));
    app?.assets?.css?.sync?.forEach((file) => preload(new URL(file, base).href, 'style'));
    return { url: remote.manifestUrl, json };
  });
  // Nobody may be listening yet: a failure here must not surface as an unhandled rejection.
  registry.catch(() => undefined);
  manifest.catch(() => undefined);
  window.__HARMAN_EARLY__ = { registry, manifest: manifest.catch(() => null) };
}

/** The inline script for the shell's HTML (minify it before inlining): the function above, called with the shell's route table. */
export function earlyRemoteLoadScript(prefixesByRemote: Record<string, string[]>, registryUrl: string, timeoutMs: number): string {
  const args = [prefixesByRemote, registryUrl, timeoutMs].map((value) => JSON.stringify(value)).join(',');
  return `(${earlyRemoteLoad.toString()})(${args});`;
}

/** Takes what the early script started, once: a later call (a retry) must fetch afresh. */
export function takeEarlyLoad(): EarlyLoad | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__HARMAN_EARLY__;
  delete window.__HARMAN_EARLY__;
  return early;
}
