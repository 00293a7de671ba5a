/**
 * Api reads the shell's early script started before any app code ran (libs/platform/src/early-load.ts): a direct
 * visit's page read, the signed-in visit's session check. Whoever would make the read takes its answer here once.
 */

/** An api read the early script started for the page: its answer, and when it was asked for. */
export interface EarlyData {
  response: Promise<Response>;
  at: number;
}

declare global {
  interface Window {
    /** By URL: api reads the early script started for the page (`takeEarlyData`). */
    __HARMAN_EARLY_DATA__?: Record<string, EarlyData>;
  }
}

/** How long an early api read stays the page's: a later visit to that page reads afresh. */
const EARLY_DATA_FOR_MS = 10_000;

/**
 * Takes the answer of an api read the early script started for this page (`url` as the script built it: the api
 * path with its segment URL-encoded), once; undefined if it did not, or too long ago.
 */
export function takeEarlyData(url: string, now = Date.now()): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const entry = window.__HARMAN_EARLY_DATA__?.[url];
  if (!entry) return undefined;
  delete window.__HARMAN_EARLY_DATA__?.[url];
  return now - entry.at < EARLY_DATA_FOR_MS ? entry.response : undefined;
}

/**
 * Drops whatever early reads are left: they answered the page as first loaded, with the cookies it had then. Once
 * the visitor has moved on (signed in on another page, say), a page shown later asks afresh.
 */
export function dropEarlyData(): void {
  if (typeof window !== 'undefined') delete window.__HARMAN_EARLY_DATA__;
}
