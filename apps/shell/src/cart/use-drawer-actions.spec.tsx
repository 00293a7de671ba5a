/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, renderHook } from '@testing-library/react';
import { cartStore } from '@harman/cart';
import { registerCartDrawerTranslations } from './cart-drawer-translations';
import { useDrawerActions } from './use-drawer-actions';

registerCartDrawerTranslations();
const blend = { id: 'house-blend', name: 'Ev Harmanı', price: 22_500, variant: '250g' };
const kenya = { id: 'kenya-aa', name: 'Kenya AA', price: 31_000, variant: '250g' };

describe('the drawer line actions', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    cartStore.dispose();
  });
  afterEach(() => {
    jest.useRealTimers();
    cartStore.dispose();
  });

  it('undoes a removal with the line as it was, in its place', () => {
    act(() => {
      cartStore.add(blend, 3);
      cartStore.add(kenya);
    });
    const { result } = renderHook(() => useDrawerActions());
    act(() => result.current.remove({ ...blend, quantity: 3 }));
    expect(result.current.toast?.text).toBe('Ürün sepetten kaldırıldı');
    act(() => result.current.toast!.action!.onAction());
    expect(cartStore.getSnapshot().items.map((item) => [item.id, item.quantity])).toEqual([
      ['house-blend', 3],
      ['kenya-aa', 1],
    ]);
    expect(result.current.toast?.text).toBe('Ürün sepete geri eklendi');
  });

  it('undoes clearing the cart for 5 s', () => {
    act(() => {
      cartStore.add(blend, 2);
      cartStore.add(kenya);
    });
    const { result } = renderHook(() => useDrawerActions());
    const before = cartStore.getSnapshot().items;
    act(() => result.current.clear());
    expect(cartStore.getSnapshot().items).toEqual([]);
    act(() => jest.advanceTimersByTime(4_999));
    act(() => result.current.toast!.action!.onAction());
    expect(cartStore.getSnapshot().items).toEqual(before);
    act(() => result.current.clear());
    act(() => jest.advanceTimersByTime(5_000));
    expect(result.current.toast).toBeNull();
  });

  it('applies a quantity after 300 ms of busy state', () => {
    act(() => cartStore.add(kenya));
    const { result } = renderHook(() => useDrawerActions());
    act(() => result.current.changeQuantity({ ...kenya, quantity: 1 }, 4));
    expect(result.current.busyKey).not.toBeNull();
    act(() => jest.advanceTimersByTime(300));
    expect(result.current.busyKey).toBeNull();
    expect(cartStore.getSnapshot().items[0].quantity).toBe(4);
    expect(result.current.toast?.text).toBe('Miktar güncellendi');
  });
});
