import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters kept in the URL's query, so a filtered page is a link and back/forward restore it. Changing a
 * filter returns to page 1; empty values are dropped.
 */
export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const update = useCallback(
    (changes: Partial<Record<K | 'page', string>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      });
    },
    [setParams],
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  return { values, page, update };
}

/** The query string for an api list call: only the set values. */
export function listQuery(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return text ? `?${text}` : '';
}
