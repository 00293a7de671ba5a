import { useEffect, useRef, type Ref } from 'react';
import { formatBadgeCount, useCartCount } from '@harman/cart';
import { useTranslation } from '@harman/i18n';
import { announce, Icon } from '@harman/ui';

interface Props {
  ref?: Ref<HTMLButtonElement>;
  expanded: boolean;
  onOpen: () => void;
  /** The pointer or focus is on the button: a good moment to fetch the drawer's code. */
  onPrepare: () => void;
}

/** Cart button with the item count, capped at 99+; agrees with every remote and tab through the cart lib. */
export function CartButton({ ref, expanded, onOpen, onPrepare }: Props) {
  const { t } = useTranslation('shell');
  const count = useCartCount();
  // A change of the count is said once, through the page's shared live region (not the count on arrival).
  const shown = useRef(count);
  const announcement = t('cart.countChanged', { count });
  useEffect(() => {
    if (shown.current === count) return;
    shown.current = count;
    announce(announcement);
  }, [count, announcement]);
  return (
    <button
      ref={ref}
      type="button"
      className="cart-button"
      aria-label={t('cart.labelWithCount', { count })}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      data-testid="cart-button"
      onClick={onOpen}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
    >
      <Icon name="cart" className="cart-button__icon" />
      {count > 0 ? (
        <span className="cart-button__badge" data-testid="cart-badge" aria-hidden="true">
          {formatBadgeCount(count)}
        </span>
      ) : null}
    </button>
  );
}
