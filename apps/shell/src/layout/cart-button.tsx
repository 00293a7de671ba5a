import { Link } from 'react-router-dom';
import { formatBadgeCount, useCartCount } from '@harman/cart';
import { useTranslation } from '@harman/i18n';
import { Icon } from '@harman/ui';

/** Cart button with the item count, capped at 99+; agrees with every remote and tab through the cart lib. */
export function CartButton() {
  const { t } = useTranslation('shell');
  const count = useCartCount();
  return (
    <Link to="/cart" className="cart-button" aria-label={t('cart.labelWithCount', { count })} data-testid="cart-button">
      <Icon name="cart" className="cart-button__icon" />
      {count > 0 ? (
        <span className="cart-button__badge" data-testid="cart-badge" aria-hidden="true">
          {formatBadgeCount(count)}
        </span>
      ) : null}
    </Link>
  );
}
