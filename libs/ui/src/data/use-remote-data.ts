import { useCallback, useEffect, useRef, useState } from 'react';

export type RemoteData<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'ready'; data: T; error?: undefined };

/**
 * A read for a page section: loading, error (with `reload`) or ready; `setData` lets a section show the result
 * of its own save without reading again. A reload keeps showing the current data until the new answer (no
 * spinner flash, and sections inside keep their state); a newer load wins over an older one still in flight.
 */
export function useRemoteData<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<RemoteData<T>>({ status: 'loading' });
  const generation = useRef(0);
  const run = useCallback(() => {
    const mine = ++generation.current;
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    load().then(
      (data) => mine === generation.current && setState({ status: 'ready', data }),
      (error: unknown) => mine === generation.current && setState({ status: 'error', error }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to load again
  }, deps);
  useEffect(() => {
    run();
    return () => {
      generation.current += 1;
    };
  }, [run]);
  const setData = useCallback((update: (current: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: update(current.data) } : current));
  }, []);
  return { ...state, reload: run, setData };
}
