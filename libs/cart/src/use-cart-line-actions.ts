import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS, type CartItem } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { CART_LINE_NAMESPACE } from './cart-line-translations';
import { cartLineKey } from './cart-line';
import { cartStore, type CartStore } from './cart-store';
import { useCart } from './use-cart';

/** How the caller shows a message (the ui lib's toast fits); the cart lib itself draws nothing. */
export type CartNotify = (
  text: string,
  options: { tone?: 'success' | 'error' | 'info'; durationMs: number; action?: { label: string; onAction: () => void } },
) => void;

export interface CartLineActionsOptions {
  notify: CartNotify;
  /** The quantity an undone removal comes back with; by default the line's own (the cart page uses 1). */
  restoreQuantity?: number;
  store?: CartStore;
}

/**
 * The spec's line actions, shared by the header drawer and the cart page: a quantity change is busy for
 * 300 ms, then applied and confirmed for 2 s; a removal can be undone for 5 s and the line comes back in
 * its place.
 */
export function useCartLineActions({ notify, restoreQuantity, store = cartStore }: CartLineActionsOptions) {
  const { t } = useTranslation(CART_LINE_NAMESPACE);
  const cart = useCart(store);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changeQuantity = useCallback(
    (item: CartItem, quantity: number) => {
      setBusyKey(cartLineKey(item));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setBusyKey(null);
        try {
          cart.setQuantity(item.id, item.variant, Math.max(1, quantity));
          notify(t('quantityUpdated'), { durationMs: TIMINGS.toastMs });
        } catch {
          notify(t('quantityFailed'), { tone: 'error', durationMs: TIMINGS.toastMs });
        }
      }, TIMINGS.quantityBusyMs);
    },
    [cart, notify, t],
  );

  const remove = useCallback(
    (item: CartItem) => {
      const removed = cart.remove(item.id, item.variant);
      if (!removed) return;
      notify(t('removed'), {
        tone: 'info',
        durationMs: TIMINGS.undoMs,
        action: {
          label: t('undo'),
          onAction: () => {
            cart.restore(removed.item, { index: removed.index, ...(restoreQuantity ? { quantity: restoreQuantity } : {}) });
            notify(t('restored'), { durationMs: TIMINGS.toastMs });
          },
        },
      });
    },
    [cart, notify, t, restoreQuantity],
  );

  return { cart, busyKey, changeQuantity, remove };
}
