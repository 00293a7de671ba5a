/**
 * How long after navigation the shell's background work waits: on a slow connection a request sent while the page
 * is starting competes with the page's own scripts, data and images for the first screen (Lighthouse's mobile run
 * counts every request made before the largest paint).
 */
export const PAGE_START_MS = 2_000;

/**
 * Runs `work` once the page is `PAGE_START_MS` old (at once if it already is: a sign-in later on starts its
 * background work straight away). Returns a cancel.
 */
export function afterPageStart(work: () => void, now = () => performance.now()): () => void {
  const timer = window.setTimeout(work, Math.max(0, PAGE_START_MS - now()));
  return () => window.clearTimeout(timer);
}
