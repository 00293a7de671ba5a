import { useCallback, useEffect, useState } from 'react';

/** The moment the api's limit ends, cleared automatically then, so the form re-enables itself. */
export function useLimit() {
  const [until, setUntil] = useState<number | null>(null);
  useEffect(() => {
    if (until === null) return;
    const timer = setTimeout(() => setUntil(null), Math.max(until - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [until]);
  // Stable, so an effect may call it without running again on every render.
  const limitFor = useCallback((ms: number) => setUntil(Date.now() + ms), []);
  return { until, limitFor };
}
