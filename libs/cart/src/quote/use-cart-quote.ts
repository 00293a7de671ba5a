import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CartItem, CartQuote } from '@harman/contracts';
import { cartLineKey } from '../cart-line';
import { cartStore, type CartStore } from '../cart-store';
import { getCartQuote } from './get-cart-quote';

/** What a quote said about one line whose price changed: shown to the shopper until the line goes. */
export interface PriceChange {
  previous: number;
  current: number;
}

export interface CartQuoteResult {
  /** The api's quote of exactly the current lines; undefined while it is on its way or when it failed. */
  quote: CartQuote | undefined;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: unknown;
  retry: () => void;
  /** By `cartLineKey`: lines the api repriced since this hook started. */
  priceChanges: ReadonlyMap<string, PriceChange>;
}

export interface UseCartQuoteOptions {
  enabled?: boolean;
  /** Quantity clicks in a row cost one request. */
  debounceMs?: number;
  store?: CartStore;
}

const requestKey = (items: readonly CartItem[]) =>
  JSON.stringify(items.map((item) => [item.id, item.variant ?? '', item.quantity, item.price]));

/**
 * Prices the cart through the api whenever its lines change, and takes the api's prices into the stored cart
 * when they differ (so every copy shows what checkout will charge). An empty cart needs no request.
 */
export function useCartQuote(items: readonly CartItem[], options: UseCartQuoteOptions = {}): CartQuoteResult {
  const { enabled = true, debounceMs = 250, store = cartStore } = options;
  const key = requestKey(items);
  const [answer, setAnswer] = useState<{ key: string; quote?: CartQuote; error?: unknown }>();
  const [attempt, setAttempt] = useState(0);
  const [priceChanges, setPriceChanges] = useState<ReadonlyMap<string, PriceChange>>(new Map());

  useEffect(() => {
    if (!enabled || items.length === 0) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getCartQuote(items, controller.signal)
        .then((quote) => {
          setAnswer({ key, quote });
          const changed = quote.lines.filter((line) => line.issues.includes('PRICE_CHANGED') && line.unitPrice !== null);
          if (changed.length === 0) return;
          setPriceChanges((previous) => {
            const next = new Map(previous);
            for (const line of changed) {
              const item = items.find((entry) => cartLineKey(entry) === cartLineKey({ id: line.id, variant: line.variant ?? undefined }));
              if (item) next.set(cartLineKey(item), { previous: next.get(cartLineKey(item))?.previous ?? item.price, current: line.unitPrice! });
            }
            return next;
          });
          store.reprice(changed.map((line) => ({ id: line.id, variant: line.variant ?? undefined, price: line.unitPrice! })));
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setAnswer({ key, error });
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for `items`: a new array with the same lines must not cost a request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, debounceMs, store, attempt]);

  const retry = useCallback(() => {
    setAnswer(undefined);
    setAttempt((n) => n + 1);
  }, []);
  // A price change is shown only while its line is still in the cart.
  const liveChanges = useMemo(() => {
    const present = new Set(items.map(cartLineKey));
    return new Map([...priceChanges].filter(([lineKey]) => present.has(lineKey)));
  }, [items, priceChanges]);

  const current = answer?.key === key ? answer : undefined;
  const status = !enabled || items.length === 0 ? 'idle' : current?.quote ? 'ready' : current?.error !== undefined ? 'error' : 'loading';
  return { quote: current?.quote, status, error: current?.error, retry, priceChanges: liveChanges };
}
