import { HEALTH_REPORT_MAX_COUNT, HEALTH_REPORT_MAX_ENTRIES, type HealthReportEntry, type RemoteEntry, type RemoteName } from '@harman/contracts';

/**
 * How each remote's release fares in this page, for the registry's canary rule (issue 12): counts only, per
 * remote and release, sent in batches with `navigator.sendBeacon` (it survives the page closing). Nothing about
 * the visitor goes with them; the api limits how often one visitor reports.
 */
export type HealthEvent = 'loads' | 'loadFailures' | 'boundaryErrors' | 'unhandledErrors';

export const HEALTH_REPORTS_URL = '/api/platform/health-reports';
/** Errors come in bursts: one beacon for a burst, soon enough for the rule to see a broken canary quickly. */
const BATCH_DELAY_MS = 1_000;

const pending = new Map<string, HealthReportEntry>();
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
let current: RemoteEntry[] = [];
/** Whether this page load reports: all of them, or a random share when the api says traffic is high. */
let sampled = false;

export function recordRemoteHealth(remote: RemoteName, event: HealthEvent): void {
  const entry = sampled ? current.find((candidate) => candidate.name === remote) : undefined;
  if (!entry || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const key = `${entry.name}@${entry.version}`;
  const counts = pending.get(key) ?? { remote: entry.name, version: entry.version, loads: 0, loadFailures: 0, boundaryErrors: 0, unhandledErrors: 0 };
  counts[event] = Math.min(HEALTH_REPORT_MAX_COUNT, counts[event] + 1);
  pending.set(key, counts);
  timer ??= setTimeout(flushHealthReports, BATCH_DELAY_MS);
}

export function flushHealthReports(): void {
  if (timer) clearTimeout(timer);
  timer = undefined;
  if (pending.size === 0) return;
  const reports = [...pending.values()].slice(0, HEALTH_REPORT_MAX_ENTRIES);
  pending.clear();
  navigator.sendBeacon(HEALTH_REPORTS_URL, new Blob([JSON.stringify({ reports })], { type: 'application/json' }));
}

/** The remote whose files a stack trace or file name points at, if any. */
export function remoteOfSource(text: string, remotes: RemoteEntry[]): RemoteName | undefined {
  return remotes.find((remote) => text.includes(new URL('.', remote.manifestUrl).href))?.name;
}

/**
 * Starts counting for the registry's releases (in `sampleRate` of page loads, a whole page load or nothing, so
 * error rates stay true): unhandled errors and rejections whose code is a remote's count against that remote;
 * what is pending goes out when the page is hidden or left.
 */
export function watchRemoteHealth(remotes: RemoteEntry[], sampleRate = 1, random: () => number = Math.random): void {
  current = remotes;
  sampled = random() < sampleRate;
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('error', (event) => {
    const source = `${event.filename ?? ''}\n${(event.error as Error | undefined)?.stack ?? ''}`;
    const remote = remoteOfSource(source, current);
    if (remote) recordRemoteHealth(remote, 'unhandledErrors');
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { stack?: unknown } | undefined;
    const remote = typeof reason?.stack === 'string' ? remoteOfSource(reason.stack, current) : undefined;
    if (remote) recordRemoteHealth(remote, 'unhandledErrors');
  });
  window.addEventListener('pagehide', flushHealthReports);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushHealthReports();
  });
}
