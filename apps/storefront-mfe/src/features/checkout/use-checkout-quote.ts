import { useEffect, useState } from 'react';
import type { CheckoutQuote, CheckoutQuoteRequest } from '@harman/contracts';
import { getCheckoutQuote } from './checkout-api';

export type QuoteState = { status: 'loading' | 'ready' | 'error'; quote: CheckoutQuote | null; errorCode: string | null };

/** The api's prices for what is known so far; asked again when the request changes, or on `retry`. */
export function useCheckoutQuote(request: CheckoutQuoteRequest | null) {
  const [state, setState] = useState<QuoteState>({ status: 'loading', quote: null, errorCode: null });
  const [attempt, setAttempt] = useState(0);
  const key = request ? JSON.stringify(request) : '';

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'loading' }));
    getCheckoutQuote(JSON.parse(key) as CheckoutQuoteRequest, controller.signal)
      .then((quote) => setState({ status: 'ready', quote, errorCode: null }))
      .catch((error: { code?: string }) => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'error', errorCode: error.code ?? null }));
      });
    return () => controller.abort();
  }, [key, attempt]);

  return { ...state, retry: () => setAttempt((count) => count + 1) };
}
