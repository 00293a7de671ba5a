import { useCallback, useEffect, useState } from 'react';
import type { Review, ReviewListResponse } from '@harman/contracts';
import { getReviews } from './get-reviews';

type Summary = Omit<ReviewListResponse, 'items' | 'page' | 'pageSize'>;

export interface ReviewsState {
  status: 'loading' | 'ready' | 'error';
  items: Review[];
  summary: Summary | undefined;
  hasMore: boolean;
  loadingMore: boolean;
}

/** The first page of a product's reviews, more on demand, and a reload after the customer's own review. */
export function useReviews(productId: string) {
  const [state, setState] = useState<ReviewsState>({ status: 'loading', items: [], summary: undefined, hasMore: false, loadingMore: false });
  const [page, setPage] = useState(1);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (page === 1 ? { ...previous, status: 'loading' } : { ...previous, loadingMore: true }));
    getReviews(productId, page, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setState((previous) => {
          const items = page === 1 ? answer.items : [...previous.items, ...answer.items.filter((item) => !previous.items.some((seen) => seen.id === item.id))];
          const { total, rating, reviewCount, distribution } = answer;
          return { status: 'ready', items, summary: { total, rating, reviewCount, distribution }, hasMore: items.length < total, loadingMore: false };
        });
      },
      () => {
        if (!controller.signal.aborted) setState((previous) => ({ ...previous, status: page === 1 ? 'error' : previous.status, loadingMore: false }));
      },
    );
    return () => controller.abort();
  }, [productId, page, generation]);

  const loadMore = useCallback(() => setPage((n) => n + 1), []);
  const reload = useCallback(() => {
    setPage(1);
    setGeneration((n) => n + 1);
  }, []);
  return { ...state, loadMore, reload };
}
