import { useCallback, useEffect, useState } from 'react';
import type { ProductSummary } from '@harman/contracts';
import { getFeaturedProducts } from './get-featured-products';

export type FeaturedState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; products: ProductSummary[] };

export function useFeaturedProducts(): { state: FeaturedState; retry: () => void } {
  const [state, setState] = useState<FeaturedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    getFeaturedProducts(controller.signal)
      .then((products) => setState({ status: 'ready', products }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
