/**
 * The first thing the shell's page runs, inlined into its HTML by the shell's build (so it starts while
 * the shell's own scripts are still downloading): reads the remote registry, then the manifest of the remote
 * that owns the current path, and asks the browser to preload that remote's entry, the files of its `./App`
 * and those of the route's own lazily loaded page, and starts the page's first api read when the remote names one
 * (`harmanRouteData`) and a signed-in visit's session check. Without it these requests wait for the shell's
 * scripts, one after another. Whoever would make an api read takes its answer with `takeEarlyData` (api-client).
 *
 * It must stay self-contained (it is serialised with `toString()`): no imports, no helpers outside it.
 * Anything that fails is left to the normal path: `startFederation` reads the registry itself and
 * `loadRemoteModule` fetches the manifest itself.
 */
import type { EarlyData } from '@harman/api-client';

export interface EarlyManifest {
  url: string;
  json: unknown;
}

export interface EarlyLoad {
  registry: Promise<unknown>;
  manifest: Promise<EarlyManifest | null>;
}

/**
 * The session check a signed-in visit starts with (libs/auth/src/session-controller.ts), which the script starts
 * when the api's signed-in hint cookie is there and no sign-out waits to be confirmed, as the controller would.
 */
export interface EarlySessionRead {
  url: string;
  /** SIGNED_IN_HINT_PATTERN's source (libs/contracts/src/session.ts). */
  hintPattern: string;
  signOutPendingKey: string;
  timeoutMs: number;
}

declare global {
  interface Window {
    __HARMAN_EARLY__?: EarlyLoad;
    /** Set by the shell's server when it could: the registry's answer and the manifests it names, by URL. */
    __HARMAN_BOOT__?: { registry?: unknown; manifests?: Record<string, unknown> };
  }
}

export function earlyRemoteLoad(
  prefixesByRemote: Record<string, string[]>,
  registryUrl: string,
  timeoutMs: number,
  session?: EarlySessionRead,
): void {
  // The route table is language-neutral: English pages live under '/en' (libs/contracts/src/language.ts).
  const fullPath = location.pathname;
  const path = fullPath === '/en' ? '/' : fullPath.startsWith('/en/') ? fullPath.slice(3) : fullPath;
  const owns = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const owner = Object.keys(prefixesByRemote).find((remote) => prefixesByRemote[remote].some(owns));

  const data: Record<string, EarlyData> = {};
  window.__HARMAN_EARLY_DATA__ = data;
  const read = (url: string, timeout?: number) => {
    // An older browser without AbortSignal.timeout asks without one (authRequest's own time-out still applies).
    const signal = timeout && typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeout) : undefined;
    const response = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, ...(signal ? { signal } : {}) });
    response.catch(() => undefined); // whoever takes it deals with a failure
    data[url] = { response, at: Date.now() };
  };

  // A signed-in visit's session check: every signed-in part of the page waits for it, so it goes out with the
  // page's files rather than after the shell has started.
  if (session && new RegExp(session.hintPattern).test(document.cookie)) {
    let signOutPending = false;
    try {
      signOutPending = localStorage.getItem(session.signOutPendingKey) !== null;
    } catch {
      // Storage refused: the controller decides.
    }
    if (!signOutPending) read(session.url, session.timeoutMs);
  }

  // The shell's server may have put the registry and the manifests in the page already (tools/stack/boot-data.mjs).
  const boot = window.__HARMAN_BOOT__;
  const registry = boot?.registry
    ? Promise.resolve(boot.registry)
    : fetch(registryUrl, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) }).then((response) => {
        if (!response.ok) throw new Error(`Registry ${registryUrl} answered ${response.status}`);
        return response.json();
      });

  const preload = (href: string, as: 'script' | 'style') => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    // A failed hint must not stand in for the real request later: Chromium keeps a failed preload and hands its
    // failure, without a request, to the next script or stylesheet of that URL (a retry's chunk would fail at
    // once; composition.spec.ts). Asking for it once more at once takes that failure. The stylesheet never
    // applies (media 'not all'); a script that did load is a chunk or entry the page would run anyway.
    link.onerror = () => {
      link.remove();
      const again = document.createElement(as === 'script' ? 'script' : 'link');
      if (again instanceof HTMLScriptElement) again.src = href;
      else Object.assign(again, { rel: 'stylesheet', media: 'not all', href });
      again.onload = again.onerror = () => again.remove();
      document.head.appendChild(again);
    };
    document.head.appendChild(link);
  };

  type Manifest = {
    metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
    exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
    /** Written by the remote's build (tools/rsbuild/route-assets.ts): a lazily loaded route's files. */
    harmanRouteAssets?: Record<string, { js?: string[]; css?: string[] }>;
    /**
     * Also the remote's: per route ('/x', or '/x/*' with '{segment}' the path below '/x/'), the api read its page
     * starts with, or one per language ({ tr, en }).
     */
    harmanRouteData?: Record<string, string | Record<string, string>>;
  };
  // '/shop' is that path; '/shop/*' is every path below it.
  const routeMatches = (pattern: string) =>
    pattern.endsWith('/*') ? path.startsWith(pattern.slice(0, -1)) && path.length > pattern.length - 1 : path === pattern;
  const manifest = registry.then(async (body: { remotes?: { name: string; manifestUrl: string }[] }) => {
    const remote = body.remotes?.find((entry) => entry.name === owner);
    if (!remote) return null;
    let json = boot?.manifests?.[remote.manifestUrl] as Manifest | undefined;
    if (!json) {
      const response = await fetch(remote.manifestUrl);
      if (!response.ok) return null;
      json = (await response.json()) as Manifest;
    }
    // publicPath 'auto': files live beside the manifest (the remotes build with assetPrefix 'auto').
    const publicPath = json.metaData?.publicPath;
    const base = !publicPath || publicPath === 'auto' ? new URL('.', remote.manifestUrl).href : publicPath;
    const entry = json.metaData?.remoteEntry;
    if (entry?.name) preload(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href, 'script');
    const app = json.exposes?.find((expose) => expose.name === 'App');
    app?.assets?.js?.sync?.forEach((file) => preload(new URL(file, base).href, 'script'));
    app?.assets?.css?.sync?.forEach((file) => preload(new URL(file, base).href, 'style'));
    const route = Object.keys(json.harmanRouteAssets ?? {}).find(routeMatches);
    if (route) {
      const files = json.harmanRouteAssets?.[route];
      files?.js?.forEach((file) => preload(new URL(file, base).href, 'script'));
      files?.css?.forEach((file) => preload(new URL(file, base).href, 'style'));
    }
    const dataRoute = Object.keys(json.harmanRouteData ?? {}).find(routeMatches);
    const reads = dataRoute ? json.harmanRouteData?.[dataRoute] : undefined;
    const pageRead = typeof reads === 'string' ? reads : reads?.[path === fullPath ? 'tr' : 'en'];
    // A '/x/*' read is for one segment below '/x/', not deeper; a '/x' read is for that path. A read with a query
    // of its own is the page's default view (the shop's first page): an address with its own query asks for another.
    const segment = dataRoute?.endsWith('/*') ? path.slice(dataRoute.length - 1) : '';
    if (pageRead && !segment.includes('/') && !(pageRead.includes('?') && location.search)) {
      try {
        read(pageRead.replace('{segment}', encodeURIComponent(decodeURIComponent(segment)))); // the page asks again if it fails
      } catch {
        // A malformed address: the page deals with it.
      }
    }
    return { url: remote.manifestUrl, json };
  });
  // Nobody may be listening yet: a failure here must not surface as an unhandled rejection.
  registry.catch(() => undefined);
  manifest.catch(() => undefined);
  window.__HARMAN_EARLY__ = { registry, manifest: manifest.catch(() => null) };
}

/**
 * The inline script for the shell's HTML (minify it before inlining): the function above, called with the
 * shell's route table.
 */
export function earlyRemoteLoadScript(
  prefixesByRemote: Record<string, string[]>,
  registryUrl: string,
  timeoutMs: number,
  session?: EarlySessionRead,
): string {
  const args = [prefixesByRemote, registryUrl, timeoutMs, session].map((value) => JSON.stringify(value ?? null)).join(',');
  return `(${earlyRemoteLoad.toString()})(${args});`;
}

/** Takes what the early script started, once: a later call (a retry) must fetch afresh. */
export function takeEarlyLoad(): EarlyLoad | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.__HARMAN_EARLY__;
  delete window.__HARMAN_EARLY__;
  return early;
}
