// The shell's page, served with the remote registry and the active remotes' manifests already in it: the
// browser's first requests can then be the files themselves, not registry → manifest → files, one round trip
// after another (libs/platform/src/early-load.ts reads them; without them it asks for both itself). The page
// stays the shell's build, byte for byte, plus one script element at serve time: nothing is rebuilt.
import { SIGNED_IN_HINT_COOKIE } from './cookie-names.mjs';
import { cohortOf, createPageLoadCounter, healthSampleRate, isVisitorId, newVisitorId, parseCookies, releasesForCohort, visitorCookieLine } from './release-table.mjs';

const ASK_TIMEOUT_MS = 500;
/** Boots kept per table: a cohort (100) times the sample rates seen; under heavy traffic the rate moves, so bounded. */
const MAX_BOOTS_PER_TABLE = 500;
/** Release folders never change, so a manifest is fetched once per release. */
const MAX_CACHED_MANIFESTS = 50;

async function getJson(url, headers = {}) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { json: await response.json(), setCookies: response.headers.getSetCookie() };
}

/**
 * `({ cookie }) => Promise<{ registry, manifests, setCookies } | null>`: null when the api does not answer (the page
 * then asks itself). The registry's answer depends on the visitor (their release cohort, issue 12). With a
 * `releaseTable` (release-table.mjs) an anonymous visitor's registry is made here from their visitor cookie, and a
 * new visitor is given one; a signed-in visitor (their cohort follows the account), or any visitor while the table
 * cannot be had, is asked of the api with the request's cookies, and the cookies it sets go to the page's response.
 */
export function createBootData(apiUrl, { releaseTable = async () => null, countLoad = createPageLoadCounter() } = {}) {
  const manifests = new Map();
  const manifestOf = async (url) => {
    if (!manifests.has(url)) {
      if (manifests.size >= MAX_CACHED_MANIFESTS) manifests.delete(manifests.keys().next().value);
      manifests.set(url, (await getJson(url)).json);
    }
    return manifests.get(url);
  };
  const byTable = new WeakMap();
  const withManifests = async (registry, setCookies) => {
    const entries = await Promise.all(
      (registry.remotes ?? []).map(async ({ manifestUrl }) => [manifestUrl, await manifestOf(manifestUrl).catch(() => null)]),
    );
    return { registry, manifests: Object.fromEntries(entries.filter(([, manifest]) => manifest)), setCookies };
  };
  const fromApi = async (cookie) => {
    let registry;
    let setCookies;
    try {
      ({ json: registry, setCookies } = await getJson(`${apiUrl}/api/platform/remotes`, cookie ? { cookie } : {}));
    } catch {
      return null;
    }
    return withManifests(registry, setCookies);
  };
  return async function bootData({ cookie } = {}) {
    const cookies = parseCookies(cookie);
    if (cookies[SIGNED_IN_HINT_COOKIE] || cookies[`__Host-${SIGNED_IN_HINT_COOKIE}`]) return fromApi(cookie);
    const table = await releaseTable();
    if (!table) return fromApi(cookie);
    const known = cookies[table.visitorCookie.name];
    const visitorId = isVisitorId(known) ? known : newVisitorId();
    const setCookies = visitorId === known ? [] : [visitorCookieLine(table.visitorCookie, visitorId)];
    // One boot per cohort and sample rate while the table stays: the same registry object, so its script is made once.
    const cohort = cohortOf(visitorId);
    const sampleRate = healthSampleRate(countLoad(), table.reportedLoadsPerMinute);
    if (!byTable.has(table)) byTable.set(table, new Map());
    const boots = byTable.get(table);
    const key = `${cohort}:${sampleRate}`;
    let boot = boots.get(key);
    if (!boot) {
      boot = await withManifests({ remotes: releasesForCohort(table.releases, cohort), healthSampleRate: sampleRate }, []);
      // A manifest that could not be read is asked again at the next page, not kept missing.
      if (Object.keys(boot.manifests).length === boot.registry.remotes.length) {
        if (boots.size >= MAX_BOOTS_PER_TABLE) boots.clear();
        boots.set(key, boot);
      }
    }
    return { registry: boot.registry, manifests: boot.manifests, setCookies };
  };
}

/** The boot script of a registry made here (kept per registry object; a registry from the api is new each time). */
const scripts = new WeakMap();

/** `html` with `window.__HARMAN_BOOT__ = data` set first thing in its head; `<` escaped so no text closes the script. */
export function withBootData(html, data) {
  if (!data) return html;
  let script = scripts.get(data.registry);
  if (!script) {
    const json = JSON.stringify({ registry: data.registry, manifests: data.manifests }).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
    script = `<script>window.__HARMAN_BOOT__=${json}</script>`;
    if (data.registry) scripts.set(data.registry, script);
  }
  return html.replace('<head>', `<head>${script}`);
}
