import { useMemo, useSyncExternalStore } from 'react';
import { cartStore, type CartState, type CartStore } from './cart-store';

export interface UseCartResult extends CartState {
  add: CartStore['add'];
  setQuantity: CartStore['setQuantity'];
  remove: CartStore['remove'];
  clear: CartStore['clear'];
  restore: CartStore['restore'];
  reprice: CartStore['reprice'];
}

/** Items, totals and actions of the cart; re-renders on every change, from this tab, remote or another tab. */
export function useCart(store: CartStore = cartStore): UseCartResult {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return useMemo(
    () => ({
      items: state.items,
      totals: state.totals,
      add: store.add,
      setQuantity: store.setQuantity,
      remove: store.remove,
      clear: store.clear,
      restore: store.restore,
      reprice: store.reprice,
    }),
    [state, store],
  );
}

/** The sum of quantities only, so the header badge re-renders only when the count changes. */
export function useCartCount(store: CartStore = cartStore): number {
  const count = () => store.getSnapshot().totals.itemCount;
  return useSyncExternalStore(store.subscribe, count, count);
}
