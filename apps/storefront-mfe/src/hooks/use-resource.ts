import { useCallback, useEffect, useState } from 'react';

export interface ResourceState<T> {
  status: 'loading' | 'ready' | 'error';
  /** The last successful answer, kept while a new one loads (no blank flash between filter changes). */
  data: T | undefined;
  error: unknown;
}

/** How long a primed request waits for its page; after that the page loads afresh. */
const PRIMED_FOR_MS = 10_000;
const primed = new Map<string, { promise: Promise<unknown>; at: number }>();

/**
 * Starts a page's data request before its code has arrived (the route's lazy loader calls this), so the data
 * and the code download side by side. The page's `useResource` with the same `key` takes it, once.
 */
export function primeResource(key: string, promise: Promise<unknown>): void {
  promise.catch(() => undefined); // the page reports failures when it takes the request
  primed.set(key, { promise, at: Date.now() });
}

function takePrimed<T>(key: string): Promise<T> | undefined {
  const entry = primed.get(key);
  primed.delete(key);
  return entry && Date.now() - entry.at < PRIMED_FOR_MS ? (entry.promise as Promise<T>) : undefined;
}

/**
 * Loads `load()` whenever `key` changes (and on `retry`), aborting the previous request. `key` names what is
 * loaded, so an equal key never loads twice; `load` may change identity freely.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ResourceState<T> & { retry: () => void } {
  // `for`: the key the status belongs to. Until the answer for a new key arrives the status is 'loading', from
  // the first render with that key on: a page never takes the last key's answer for the new one's (the shop
  // clamped a page number to the previous filter's page count on back and forward).
  const [state, setState] = useState<ResourceState<T> & { for: string }>({ status: 'loading', data: undefined, error: undefined, for: key });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: undefined, for: key }));
    (takePrimed<T>(key) ?? load(controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: undefined, for: key });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: 'error', data: previous.data, error, for: key }));
      },
    );
    return () => controller.abort();
    // `key` stands for what `load` fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const { for: answered, ...rest } = state;
  return answered === key ? { ...rest, retry } : { status: 'loading', data: rest.data, error: undefined, retry };
}
