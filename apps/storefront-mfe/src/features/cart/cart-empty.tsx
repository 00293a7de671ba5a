import { Link } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { Icon } from '@harman/ui';

/** 'Sepetiniz boş' with the way to the shop: the cart page's empty state, and checkout's with the spec's message. */
export function CartEmpty({ text }: { text?: string }) {
  const { t } = useTranslation('shop');
  return (
    <section className="hm-state cart-page__empty" data-testid="cart-empty">
      <div className="hm-state__icon"><Icon name="cart" size={48} /></div>
      <h2 className="hm-state__title">{t('cart.emptyTitle')}</h2>
      <p className="hm-state__text">{text ?? t('cart.emptyText')}</p>
      <div className="hm-state__actions">
        <Link to="/shop" className="hm-button hm-button--primary hm-button--md">{t('cart.shopNow')}</Link>
      </div>
    </section>
  );
}
