import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@harman/api-client';
import { fetchFormToken } from './form-api';

export type TokenState = 'loading' | 'ready' | 'unreachable';

/** No answer, or the api or its proxy failing: the form cannot work, so the connection panel replaces it. */
const unreachable = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * The form's anti-forgery token, fetched when the form mounts (the connectivity check) and renewed after each
 * success, on reset, and after the api refused one.
 */
export function useFormToken() {
  const [state, setState] = useState<TokenState>('loading');
  const token = useRef<string | null>(null);

  const renew = useCallback(async (signal?: AbortSignal) => {
    try {
      token.current = (await fetchFormToken(signal)).token;
      setState('ready');
    } catch (error) {
      if (signal?.aborted) return;
      token.current = null;
      setState(unreachable(error) ? 'unreachable' : 'ready');
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void renew(controller.signal);
    return () => controller.abort();
  }, [renew]);

  return { state, current: () => token.current, renew };
}
