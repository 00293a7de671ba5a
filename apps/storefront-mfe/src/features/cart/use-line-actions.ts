import { useCallback } from 'react';
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
  const { cart, busyKey, changeQuantity, remove } = useCartLineActions({ notify: show, restoreQuantity: 1 });

  const clear = useCallback(() => {
    cart.clear();
    show(t('cart.cleared'), { durationMs: TIMINGS.toastMs });
  }, [cart, show, t]);

  return { cart, busyKey, changeQuantity, remove, clear, toast, show, dismiss };
}
