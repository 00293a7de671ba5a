import { TIMINGS } from '@harman/contracts';

/** online: the api answers healthy; degraded: it answers but a dependency is down; offline: no answer. */
export type ConnectionStatus = 'checking' | 'online' | 'degraded' | 'offline';

/** One health probe: resolves 'online' or 'degraded', rejects when no usable answer came. */
export type HealthProbe = (signal: AbortSignal) => Promise<'online' | 'degraded'>;

export interface ConnectionMonitorOptions {
  probe: HealthProbe;
  onChange: (status: ConnectionStatus) => void;
  pollMs?: number;
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/**
 * The header's connection check (accounts spec §4): a health probe every 60 s; a failed probe is retried up
 * to 3 times after 1, 2 and 4 s before the connection counts as lost. `checkNow` starts a round at once (the
 * browser came back online). Timers are injectable so the rules are tested without waiting.
 */
export function createConnectionMonitor({
  probe,
  onChange,
  pollMs = TIMINGS.connectionPollMs,
  retryDelaysMs = TIMINGS.connectionRetryDelaysMs,
  timeoutMs = 5_000,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: ConnectionMonitorOptions) {
  let status: ConnectionStatus = 'checking';
  let timer: unknown;
  let round = 0;
  let stopped = false;
  let inFlight: AbortController | undefined;

  const set = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    onChange(next);
  };
  const schedule = (ms: number, run: () => void) => {
    clearTimer(timer);
    timer = setTimer(run, ms);
  };

  const attempt = async (myRound: number, retry: number): Promise<void> => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    const timeout = setTimer(() => controller.abort(), timeoutMs);
    try {
      const result = await probe(controller.signal);
      if (stopped || myRound !== round) return;
      set(result);
      schedule(pollMs, () => void startRound());
    } catch {
      if (stopped || myRound !== round) return;
      if (retry < retryDelaysMs.length) {
        schedule(retryDelaysMs[retry], () => void attempt(myRound, retry + 1));
      } else {
        set('offline');
        schedule(pollMs, () => void startRound());
      }
    } finally {
      clearTimer(timeout);
    }
  };

  const startRound = () => {
    round += 1;
    return attempt(round, 0);
  };

  return {
    start: () => startRound(),
    checkNow: () => startRound(),
    markOffline: () => set('offline'),
    stop: () => {
      stopped = true;
      clearTimer(timer);
      inFlight?.abort();
    },
    get status() {
      return status;
    },
  };
}
