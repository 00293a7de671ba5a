import { useCallback, useEffect, useState } from 'react';
import type { ProductListItem } from '@harman/contracts';
import { useLanguage } from '@harman/i18n';
import { getFeaturedProducts } from './get-featured-products';

export type FeaturedState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; products: ProductListItem[] };

/** The featured coffees in the current language; a language switch asks again, the cards staying until it answers. */
export function useFeaturedProducts(): { state: FeaturedState; retry: () => void } {
  const [language] = useLanguage();
  const [state, setState] = useState<FeaturedState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    getFeaturedProducts(language, controller.signal)
      .then((products) => setState({ status: 'ready', products }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt, language]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
