import { useCallback } from 'react';
import { TIMINGS } from '@harman/contracts';
import { useCartLineActions } from '@harman/cart';
import { useTranslation } from '@harman/i18n';
import { useToast } from '@harman/ui';

/** The drawer's line actions (shared with the cart page); clearing here can be undone for 5 s. */
export function useDrawerActions() {
  const { t } = useTranslation('cartDrawer');
  const { toast, show, dismiss } = useToast();
  const { cart, busyKey, changeQuantity, remove } = useCartLineActions({ notify: show });

  const clear = useCallback(() => {
    const lines = cart.items;
    cart.clear();
    show(t('cleared'), {
      tone: 'info',
      durationMs: TIMINGS.undoMs,
      action: { label: t('undo'), onAction: () => lines.forEach((line, index) => cart.restore(line, { index })) },
    });
  }, [cart, show, t]);

  return { cart, busyKey, changeQuantity, remove, clear, toast, dismiss };
}
