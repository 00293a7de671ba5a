import { CART_CHANGED_EVENT, CART_STORAGE_KEY, type CartItem } from '@harman/contracts';
import { isSameLine, sameLines, type CartItemInput, type RestoreOptions } from './cart-line';
import { addItem, clearCart, removeItem, repriceItems, restoreItem, setQuantity, type LinePrice } from './cart-rules';
import { loadCart, saveCart } from './cart-storage';
import { computeTotals, type CartTotals } from './cart-totals';
import { createMemoryStorage } from './memory-storage';

export interface CartState {
  readonly items: readonly CartItem[];
  readonly totals: CartTotals;
}

/** A removed line and where it was, so an undo can put it back in place. */
export interface RemovedLine {
  item: CartItem;
  index: number;
}

/**
 * The cart of one copy of this lib. Copies (two remotes, two tabs) share no memory: every write saves the
 * record and dispatches `harman:cart-changed`; every store re-reads storage on that event and on the
 * `storage` event of other tabs. All methods are bound and can be passed around.
 */
export interface CartStore {
  /** The same object until the cart changes (for `useSyncExternalStore`). */
  getSnapshot(): CartState;
  subscribe(listener: () => void): () => void;
  add(input: CartItemInput, quantity?: number): void;
  setQuantity(id: string, variant: string | undefined, quantity: number): void;
  remove(id: string, variant: string | undefined): RemovedLine | undefined;
  clear(): void;
  restore(item: CartItem, options?: RestoreOptions): void;
  /** Takes the api's current prices for the lines named. */
  reprice(prices: readonly LinePrice[]): void;
  /** Stops listening to the window events and drops the subscribers. */
  dispose(): void;
}

function toState(items: readonly CartItem[]): CartState {
  return { items, totals: computeTotals(items) };
}

export function createCartStore(storage: Storage, target: EventTarget = window): CartStore {
  let state = toState(loadCart(storage));
  const listeners = new Set<() => void>();
  let broadcasting = false;

  const replace = (items: readonly CartItem[]) => {
    state = toState(items);
    for (const listener of [...listeners]) listener();
  };

  const commit = (items: readonly CartItem[]) => {
    if (items === state.items) return;
    saveCart(storage, items);
    replace(items);
    broadcasting = true;
    try {
      target.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT));
    } finally {
      broadcasting = false;
    }
  };

  const reload = () => {
    const items = loadCart(storage);
    if (!sameLines(items, state.items)) replace(items);
  };

  // Our own broadcast is skipped: re-reading would undo an in-memory change whose save failed (quota).
  const onCartChanged = () => {
    if (!broadcasting) reload();
  };
  const onStorage = (event: Event) => {
    const { key, storageArea } = event as StorageEvent;
    if (typeof key === 'string' && key !== CART_STORAGE_KEY) return;
    if (storageArea && storageArea !== storage) return;
    reload();
  };
  target.addEventListener(CART_CHANGED_EVENT, onCartChanged);
  target.addEventListener('storage', onStorage);

  return {
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add: (input, quantity = 1) => commit(addItem(state.items, input, quantity)),
    setQuantity: (id, variant, quantity) => commit(setQuantity(state.items, id, variant, quantity)),
    remove: (id, variant) => {
      const index = state.items.findIndex((item) => isSameLine(item, id, variant));
      if (index === -1) return undefined;
      const item = state.items[index];
      commit(removeItem(state.items, id, variant));
      return { item, index };
    },
    clear: () => commit(state.items.length === 0 ? state.items : clearCart()),
    restore: (item, options) => commit(restoreItem(state.items, item, options)),
    reprice: (prices) => commit(repriceItems(state.items, prices)),
    dispose: () => {
      target.removeEventListener(CART_CHANGED_EVENT, onCartChanged);
      target.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}

let shared: CartStore | undefined;

function browserStorage(): Storage {
  try {
    return window.localStorage;
  } catch (error) {
    console.warn('Local storage is not available; the cart is kept in memory for this page', error);
    return createMemoryStorage();
  }
}

function sharedStore(): CartStore {
  shared ??=
    typeof window === 'undefined'
      ? createCartStore(createMemoryStorage(), new EventTarget())
      : createCartStore(browserStorage(), window);
  return shared;
}

/** This copy's cart over `localStorage` and `window`, created on first use. */
export const cartStore: CartStore = {
  getSnapshot: () => sharedStore().getSnapshot(),
  subscribe: (listener) => sharedStore().subscribe(listener),
  add: (input, quantity) => sharedStore().add(input, quantity),
  setQuantity: (id, variant, quantity) => sharedStore().setQuantity(id, variant, quantity),
  remove: (id, variant) => sharedStore().remove(id, variant),
  clear: () => sharedStore().clear(),
  restore: (item, options) => sharedStore().restore(item, options),
  reprice: (prices) => sharedStore().reprice(prices),
  dispose: () => {
    shared?.dispose();
    shared = undefined;
  },
};
