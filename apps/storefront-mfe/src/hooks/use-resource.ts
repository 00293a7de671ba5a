import { useCallback, useEffect, useState } from 'react';

export interface ResourceState<T> {
  status: 'loading' | 'ready' | 'error';
  /** The last successful answer, kept while a new one loads (no blank flash between filter changes). */
  data: T | undefined;
  error: unknown;
}

/**
 * Loads `load()` whenever `key` changes (and on `retry`), aborting the previous request. `key` names what is
 * loaded, so an equal key never loads twice; `load` may change identity freely.
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ResourceState<T> & { retry: () => void } {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading', data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data, error: undefined }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data, error: undefined });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((previous) => ({ status: 'error', data: previous.data, error }));
      },
    );
    return () => controller.abort();
    // `key` stands for what `load` fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
