// The shell's page, served with the remote registry and the active remotes' manifests already in it: the
// browser's first requests can then be the files themselves, not registry → manifest → files, one round trip
// after another (libs/platform/src/early-load.ts reads them; without them it asks for both itself). The page
// stays the shell's build, byte for byte, plus one script element at serve time: nothing is rebuilt.

const ASK_TIMEOUT_MS = 500;
/** Release folders never change, so a manifest is fetched once per release. */
const MAX_CACHED_MANIFESTS = 50;

async function getJson(url, headers = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { json: await response.json(), setCookies: response.headers.getSetCookie() };
}

/**
 * `({ cookie }) => Promise<{ registry, manifests, setCookies } | null>`: null when the api does not answer (the page
 * then asks itself). The registry's answer depends on the visitor (their release cohort, issue 12): the request's
 * cookies go to the api, and the cookies it sets (a new visitor's id) are for the page's response.
 */
export function createBootData(apiUrl) {
  const manifests = new Map();
  const manifestOf = async (url) => {
    if (!manifests.has(url)) {
      if (manifests.size >= MAX_CACHED_MANIFESTS) manifests.delete(manifests.keys().next().value);
      manifests.set(url, (await getJson(url)).json);
    }
    return manifests.get(url);
  };
  return async function bootData({ cookie } = {}) {
    let registry;
    let setCookies;
    try {
      ({ json: registry, setCookies } = await getJson(`${apiUrl}/api/platform/remotes`, cookie ? { cookie } : {}));
    } catch {
      return null;
    }
    const entries = await Promise.all(
      (registry.remotes ?? []).map(async ({ manifestUrl }) => [manifestUrl, await manifestOf(manifestUrl).catch(() => null)]),
    );
    return { registry, manifests: Object.fromEntries(entries.filter(([, manifest]) => manifest)), setCookies };
  };
}

/** `html` with `window.__HARMAN_BOOT__ = data` set first thing in its head; `<` escaped so no text closes the script. */
export function withBootData(html, data) {
  if (!data) return html;
  const json = JSON.stringify({ registry: data.registry, manifests: data.manifests }).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return html.replace('<head>', `<head><script>window.__HARMAN_BOOT__=${json}</script>`);
}
