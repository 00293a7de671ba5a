import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS, type CartItem } from '@harman/contracts';
import { cartLineKey, useCart } from '@harman/cart';
import { useTranslation } from '@harman/i18n';
import { useToast } from '@harman/ui';

/**
 * The drawer's line actions with the spec's timings: a quantity change is busy for 300 ms, then confirmed for
 * 2 s; a removal (or clearing the cart) can be undone for 5 s and puts the lines back as they were.
 */
export function useDrawerActions() {
  const { t } = useTranslation('cartDrawer');
  const cart = useCart();
  const { toast, show, dismiss } = useToast();
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
          show(t('quantityUpdated'), { durationMs: TIMINGS.toastMs });
        } catch {
          show(t('quantityFailed'), { tone: 'error', durationMs: TIMINGS.toastMs });
        }
      }, TIMINGS.quantityBusyMs);
    },
    [cart, show, t],
  );

  const remove = useCallback(
    (item: CartItem) => {
      const removed = cart.remove(item.id, item.variant);
      if (!removed) return;
      show(t('removed'), {
        tone: 'info',
        durationMs: TIMINGS.undoMs,
        action: {
          label: t('undo'),
          onAction: () => {
            cart.restore(removed.item, { index: removed.index });
            show(t('restored'), { durationMs: TIMINGS.toastMs });
          },
        },
      });
    },
    [cart, show, t],
  );

  const clear = useCallback(() => {
    const lines = cart.items;
    cart.clear();
    show(t('cleared'), {
      tone: 'info',
      durationMs: TIMINGS.undoMs,
      action: {
        label: t('undo'),
        onAction: () => lines.forEach((line, index) => cart.restore(line, { index })),
      },
    });
  }, [cart, show, t]);

  return { cart, busyKey, changeQuantity, remove, clear, toast, dismiss };
}
