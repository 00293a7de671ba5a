import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS, type CartItem } from '@harman/contracts';
import { cartLineKey, useCart } from '@harman/cart';
import { useTranslation } from '@harman/i18n';
import { useToast } from '@harman/ui';

/**
 * The cart page's line actions with the spec's timings: a quantity change is busy for 300 ms, then applied and
 * confirmed for 2 s; a removal can be undone for 5 s and comes back with quantity 1; clearing is confirmed, then
 * announced for 2 s.
 */
export function useLineActions() {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const { toast, show, dismiss } = useToast();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const changeQuantity = useCallback(
    (item: CartItem, quantity: number) => {
      const key = cartLineKey(item);
      setBusyKey(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setBusyKey(null);
        try {
          cart.setQuantity(item.id, item.variant, Math.max(1, quantity));
          show(t('cart.quantityUpdated'), { durationMs: TIMINGS.toastMs });
        } catch {
          show(t('cart.quantityFailed'), { tone: 'error', durationMs: TIMINGS.toastMs });
        }
      }, TIMINGS.quantityBusyMs);
    },
    [cart, show, t],
  );

  const remove = useCallback(
    (item: CartItem) => {
      const removed = cart.remove(item.id, item.variant);
      if (!removed) return;
      show(t('cart.removed'), {
        tone: 'info',
        durationMs: TIMINGS.undoMs,
        action: {
          label: t('cart.undo'),
          onAction: () => {
            cart.restore(removed.item, { index: removed.index, quantity: 1 });
            show(t('cart.restored'), { durationMs: TIMINGS.toastMs });
          },
        },
      });
    },
    [cart, show, t],
  );

  const clear = useCallback(() => {
    cart.clear();
    show(t('cart.cleared'), { durationMs: TIMINGS.toastMs });
  }, [cart, show, t]);

  return { cart, busyKey, changeQuantity, remove, clear, toast, show, dismiss };
}
