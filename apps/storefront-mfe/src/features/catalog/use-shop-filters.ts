import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, writeFilters, type ShopFilters } from './shop-filters';

/**
 * The shop's filters, read from and written to the URL, so back, forward, reload and shared links keep them.
 * Any change but a page change goes back to page 1. `replace` is for changes made while typing or dragging, so
 * each keystroke does not become a history entry.
 */
export function useShopFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (changes: Partial<ShopFilters>, { replace = false }: { replace?: boolean } = {}) => {
      setParams((current) => writeFilters({ ...readFilters(current), page: 1, ...changes }), { replace });
    },
    [setParams],
  );
  return { filters, update };
}
