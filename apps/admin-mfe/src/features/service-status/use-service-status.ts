import { useCallback, useEffect, useState } from 'react';
import { healthSchema, type Health } from '@harman/contracts';

export type ServiceLevel = 'unknown' | 'operational' | 'degraded' | 'outage';
export interface ServiceStatus {
  level: ServiceLevel;
  health: Health | null;
}

const RECHECK_MS = 30_000;

/** Reads `/api/health`: outage when the api or its database is down, degraded when anything else is. */
export function levelOf(health: Health | null): ServiceLevel {
  if (!health || health.checks.database === 'down') return 'outage';
  return health.status === 'ok' ? 'operational' : 'degraded';
}

async function fetchHealth(): Promise<Health | null> {
  try {
    const response = await fetch('/api/health', { signal: AbortSignal.timeout(10_000), cache: 'no-store' });
    return healthSchema.parse(await response.json());
  } catch {
    return null;
  }
}

/**
 * Checks once, then every 30 s while degraded or in outage (spec: admin health re-check). `degrade()` is for what
 * the page itself saw: a sign-in request that timed out means the service is degraded whatever health said last.
 */
export function useServiceStatus(): ServiceStatus & { recheck: () => void; degrade: () => void } {
  const [status, setStatus] = useState<ServiceStatus>({ level: 'unknown', health: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    fetchHealth().then((health) => !cancelled && setStatus({ level: levelOf(health), health }));
    return () => {
      cancelled = true;
    };
  }, [attempt]);
  useEffect(() => {
    if (status.level !== 'degraded' && status.level !== 'outage') return;
    const timer = setInterval(() => setAttempt((n) => n + 1), RECHECK_MS);
    return () => clearInterval(timer);
  }, [status.level]);
  const recheck = useCallback(() => setAttempt((n) => n + 1), []);
  const degrade = useCallback(
    () => setStatus((current) => (current.level === 'outage' ? current : { ...current, level: 'degraded' })),
    [],
  );
  return { ...status, recheck, degrade };
}
