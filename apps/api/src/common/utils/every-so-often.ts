/**
 * Wraps `action` so it runs at most once per `intervalMs`; calls in between are dropped. For logging connection
 * errors that a client repeats on every reconnect attempt while a service is down.
 */
export function everySoOften<A extends unknown[]>(
  intervalMs: number,
  action: (...args: A) => void,
): (...args: A) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < intervalMs) return;
    last = now;
    action(...args);
  };
}
