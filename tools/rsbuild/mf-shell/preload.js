// The federation runtime's asset preloader, for the shell: only `preloadRemote`, which the shell never calls,
// uses it (the page's early script preloads what a route needs, libs/platform/src/early-load.ts). 1.1 kB gzip
// on every first load. Swapped in for the runtime's utils/preload.js by federation.ts `shellRuntimeTrim`.
function unavailable() {
  throw new Error('preloadRemote is not available in the shell (tools/rsbuild/mf-shell/preload.js)');
}

export const defaultPreloadArgs = unavailable;
export const formatPreloadArgs = unavailable;
export const normalizePreloadExposes = unavailable;
export const preloadAssets = unavailable;
