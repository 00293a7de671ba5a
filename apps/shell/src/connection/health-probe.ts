import type { HealthProbe } from './connection-monitor';

/**
 * `GET /api/health`: 200 → online, 503 with the health body → degraded (the api answers; a dependency is
 * down). Anything else, or no answer, counts as a failure to retry. Only the status matters, but the body is
 * always read to the end so the request completes (never cancelled) and its connection is freed.
 */
export const fetchHealth: HealthProbe = async (signal) => {
  const response = await fetch('/api/health', { signal, cache: 'no-store', headers: { Accept: 'application/json' } });
  const json = response.headers.get('content-type')?.includes('application/json') ?? false;
  // Read to the end (a few bytes): cancelling the body would end every check as a cancelled request.
  await response.text();
  if (response.ok) return 'online';
  if (response.status === 503 && json) return 'degraded';
  throw new Error(`Health check answered ${response.status}`);
};
