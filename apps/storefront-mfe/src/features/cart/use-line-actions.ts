import { useCallback, useMemo } from 'react';
import { TIMINGS } from '@harman/contracts';
import { useCartLineActions } from '@harman/cart';
import { useTranslation } from '@harman/i18n';
import { useToast } from '@harman/ui';

/**
 * The cart page's line actions (shared with the drawer): an undone removal comes back with quantity 1, and
 * clearing (confirmed first by the page) is announced for 2 s.
 */
export function useLineActions() {
  const { t } = useTranslation('shop');
  const { toast, show, dismiss } = useToast();
  const messages = useMemo(
    () => ({
      quantityUpdated: t('cart.quantityUpdated'),
      quantityFailed: t('cart.quantityFailed'),
      removed: t('cart.removed'),
      undo: t('cart.undo'),
      restored: t('cart.restored'),
    }),
    [t],
  );
  const { cart, busyKey, changeQuantity, remove } = useCartLineActions({ notify: show, messages, restoreQuantity: 1 });

  const clear = useCallback(() => {
    cart.clear();
    show(t('cart.cleared'), { durationMs: TIMINGS.toastMs });
  }, [cart, show, t]);

  return { cart, busyKey, changeQuantity, remove, clear, toast, show, dismiss };
}
