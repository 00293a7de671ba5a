/** @jest-environment jsdom */
import { CART_CHANGED_EVENT, CART_STORAGE_KEY, type CartItem } from '@harman/contracts';
import { createCartStore, type CartStore } from './cart-store';

const espresso = { id: 'signature-espresso', name: 'Signature Espresso', price: 24_500, variant: '250g' };
const blend = { id: 'house-blend', name: 'House Blend', price: 22_500, variant: '250g' };

describe('createCartStore', () => {
  const stores: CartStore[] = [];
  const open = (storage: Storage = window.localStorage, target: EventTarget = window) => {
    const store = createCartStore(storage, target);
    stores.push(store);
    return store;
  };

  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    for (const store of stores.splice(0)) store.dispose();
  });

  it('loads the stored cart once at start', () => {
    const item: CartItem = { ...espresso, quantity: 3 };
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, items: [item] }));
    const store = open();
    expect(store.getSnapshot().items).toEqual([item]);
    expect(store.getSnapshot().totals.itemCount).toBe(3);
  });

  it('saves after each change and dispatches harman:cart-changed', () => {
    const store = open();
    const onChanged = jest.fn();
    window.addEventListener(CART_CHANGED_EVENT, onChanged);
    store.add(espresso);
    window.removeEventListener(CART_CHANGED_EVENT, onChanged);
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(onChanged.mock.calls[0][0]).toBeInstanceOf(CustomEvent);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({ version: 1, items: [{ ...espresso, quantity: 1 }] });
  });

  it('keeps the snapshot reference until a change, and notifies subscribers on change', () => {
    const store = open();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.setQuantity('missing', undefined, 3);
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    store.add(espresso);
    expect(store.getSnapshot()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.add(espresso);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('runs every action through the cart rules', () => {
    const store = open();
    store.add(espresso);
    store.add(espresso);
    store.add(blend, 2);
    expect(store.getSnapshot().totals).toMatchObject({ itemCount: 4, subtotal: 2 * 24_500 + 2 * 22_500 });
    store.setQuantity(espresso.id, '250g', 150);
    expect(store.getSnapshot().items[0].quantity).toBe(99);
    const removed = store.remove(espresso.id, '250g');
    expect(removed).toEqual({ item: { ...espresso, quantity: 99 }, index: 0 });
    expect(store.remove('missing', undefined)).toBeUndefined();
    store.restore(removed!.item, { index: removed!.index, quantity: 1 });
    expect(store.getSnapshot().items.map((item) => [item.id, item.quantity])).toEqual([
      [espresso.id, 1],
      [blend.id, 2],
    ]);
    store.clear();
    expect(store.getSnapshot().items).toEqual([]);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual({ version: 1, items: [] });
  });

  it('lets two independent stores on the same storage see each other through the event', () => {
    const badge = open();
    const page = open();
    const listener = jest.fn();
    badge.subscribe(listener);
    page.add(espresso, 2);
    expect(badge.getSnapshot().items).toEqual([{ ...espresso, quantity: 2 }]);
    expect(listener).toHaveBeenCalledTimes(1);
    badge.setQuantity(espresso.id, '250g', 5);
    expect(page.getSnapshot().totals.itemCount).toBe(5);
  });

  it('agrees with a second copy of the lib (another remote build)', () => {
    let other: typeof import('./cart-store') | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof import('./cart-store')>('./cart-store');
    });
    const remote = other!.createCartStore(window.localStorage, window);
    const shell = open();
    try {
      remote.add(blend);
      expect(shell.getSnapshot().totals.itemCount).toBe(1);
      shell.add(espresso);
      expect(remote.getSnapshot().items.map((item) => item.id)).toEqual([blend.id, espresso.id]);
    } finally {
      remote.dispose();
    }
  });

  it('follows a storage event from another tab', () => {
    const store = open();
    const listener = jest.fn();
    store.subscribe(listener);
    const newValue = JSON.stringify({ version: 1, items: [{ ...blend, quantity: 4 }] });
    window.localStorage.setItem(CART_STORAGE_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue, storageArea: window.localStorage }));
    expect(store.getSnapshot().items).toEqual([{ ...blend, quantity: 4 }]);
    expect(listener).toHaveBeenCalledTimes(1);

    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: window.localStorage }));
    expect(store.getSnapshot().items).toEqual([]);
  });

  it('ignores storage events for other keys', () => {
    const store = open();
    store.add(espresso);
    const before = store.getSnapshot();
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, items: [] }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'harman.language', newValue: 'en', storageArea: window.localStorage }));
    expect(store.getSnapshot()).toBe(before);
  });

  it('does not re-render on an event that leaves the cart as it was', () => {
    const store = open();
    store.add(espresso);
    const before = store.getSnapshot();
    window.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT));
    expect(store.getSnapshot()).toBe(before);
  });

  it('keeps working in memory when saving fails', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = window.localStorage;
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      const store = open(storage, new EventTarget());
      store.add(espresso);
      expect(store.getSnapshot().items).toHaveLength(1);
      expect(warn).toHaveBeenCalledWith('Failed to save cart to storage', expect.any(DOMException));
    } finally {
      setItem.mockRestore();
      warn.mockRestore();
    }
  });

  it('stops listening after dispose', () => {
    const target = new EventTarget();
    const store = open(window.localStorage, target);
    const listener = jest.fn();
    store.subscribe(listener);
    store.dispose();
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ version: 1, items: [{ ...blend, quantity: 1 }] }));
    target.dispatchEvent(new CustomEvent(CART_CHANGED_EVENT));
    expect(store.getSnapshot().items).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
  });
});
