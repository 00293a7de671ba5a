/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { TIMINGS } from '@harman/contracts';
import { setLanguage } from '@harman/i18n';
import { createCartStore } from './cart-store';
import { createMemoryStorage } from './memory-storage';
import { useCartLineActions, type CartNotify } from './use-cart-line-actions';

const espresso = { id: 'espresso', name: 'Signature Espresso', price: 24_500, variant: '250g' };
const house = { id: 'house', name: 'House Blend', price: 22_500, variant: '250g' };

function setUp(restoreQuantity?: number) {
  const store = createCartStore(createMemoryStorage(), new EventTarget());
  store.add(espresso, 3);
  store.add(house);
  const notify = jest.fn<ReturnType<CartNotify>, Parameters<CartNotify>>();
  const hook = renderHook(() => useCartLineActions({ notify, restoreQuantity, store }));
  return { store, notify, hook };
}

describe('useCartLineActions', () => {
  it('says its messages in the chosen language', async () => {
    const { store, notify, hook } = setUp();
    await act(() => setLanguage('en'));
    act(() => hook.result.current.remove(store.getSnapshot().items[1]));
    expect(notify).toHaveBeenLastCalledWith('Item removed from your cart', expect.objectContaining({ action: expect.objectContaining({ label: 'Undo' }) }));
    await act(() => setLanguage('tr'));
    hook.unmount();
  });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds a quantity change busy for 300 ms, then applies it and confirms', () => {
    const { store, notify, hook } = setUp();
    act(() => hook.result.current.changeQuantity(store.getSnapshot().items[0], 5));
    expect(hook.result.current.busyKey).not.toBeNull();
    expect(store.getSnapshot().items[0].quantity).toBe(3);

    act(() => jest.advanceTimersByTime(TIMINGS.quantityBusyMs));
    expect(hook.result.current.busyKey).toBeNull();
    expect(store.getSnapshot().items[0].quantity).toBe(5);
    expect(notify).toHaveBeenLastCalledWith('Miktar güncellendi', { durationMs: TIMINGS.toastMs });
  });

  it('never lowers a quantity below 1 (removal is its own action)', () => {
    const { store, hook } = setUp();
    act(() => hook.result.current.changeQuantity(store.getSnapshot().items[0], 0));
    act(() => jest.advanceTimersByTime(TIMINGS.quantityBusyMs));
    expect(store.getSnapshot().items.map((item) => [item.id, item.quantity])).toEqual([['espresso', 1], ['house', 1]]);
  });

  it('offers a 5 s undo on removal that puts the line back in its place', () => {
    const { store, notify, hook } = setUp();
    act(() => hook.result.current.remove(store.getSnapshot().items[0]));
    expect(store.getSnapshot().items.map((item) => item.id)).toEqual(['house']);
    const [text, options] = notify.mock.calls.at(-1)!;
    expect(text).toBe('Ürün sepetten kaldırıldı');
    expect(options).toMatchObject({ tone: 'info', durationMs: TIMINGS.undoMs, action: { label: 'Geri Al' } });

    act(() => options.action!.onAction());
    expect(store.getSnapshot().items.map((item) => [item.id, item.quantity])).toEqual([['espresso', 3], ['house', 1]]);
    expect(notify).toHaveBeenLastCalledWith('Ürün sepete geri eklendi', { durationMs: TIMINGS.toastMs });
  });

  it('brings an undone line back with the given quantity (the cart page uses 1)', () => {
    const { store, notify, hook } = setUp(1);
    act(() => hook.result.current.remove(store.getSnapshot().items[0]));
    act(() => notify.mock.calls.at(-1)![1].action!.onAction());
    expect(store.getSnapshot().items[0]).toMatchObject({ id: 'espresso', quantity: 1 });
  });
});
