import type { HealthProbe } from './connection-monitor';

/**
 * `GET /api/health`: 200 → online, 503 with the health body → degraded (the api answers; a dependency is
 * down). Anything else, or no answer, counts as a failure to retry.
 */
export const fetchHealth: HealthProbe = async (signal) => {
  const response = await fetch('/api/health', { signal, cache: 'no-store', headers: { Accept: 'application/json' } });
  if (response.ok) return 'online';
  if (response.status === 503 && response.headers.get('content-type')?.includes('application/json')) return 'degraded';
  throw new Error(`Health check answered ${response.status}`);
};
