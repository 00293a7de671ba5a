import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { PageHead, ToastRegion } from '@harman/ui';
import { CartEmpty } from '../../features/cart/cart-empty';
import { CartView } from '../../features/cart/cart-view';
import { useLineActions } from '../../features/cart/use-line-actions';
import '../cart/cart.css';

const STEPS = ['cart', 'shipping', 'payment', 'review'] as const;
type Step = (typeof STEPS)[number];

/**
 * /checkout: the cart step, then shipping (in the URL, so back and reload keep the step). The steps after
 * shipping arrive with the orders work; for now shipping tells the shopper so and keeps the cart. An empty cart
 * shows the cart page's empty state with the spec's 'Sepetiniz boş, lütfen ürün ekleyin'.
 */
export function CheckoutPage() {
  const { t } = useTranslation('shop');
  const [params, setParams] = useSearchParams();
  const actions = useLineActions();
  const step: Step = params.get('step') === 'shipping' && actions.cart.items.length > 0 ? 'shipping' : 'cart';
  const labels: Record<Step, string> = {
    cart: t('checkout.stepCart'),
    shipping: t('checkout.stepShipping'),
    payment: t('checkout.stepPayment'),
    review: t('checkout.stepReview'),
  };

  return (
    <div className="cart-page hm-container" data-testid="checkout-page">
      <header className="cart-page__header">
        <PageHead title={t('checkout.title')} />
        <h1>{t('checkout.title')}</h1>
      </header>
      <nav className="checkout-steps" aria-label={t('checkout.steps')}>
        <ol>
          {STEPS.map((entry) => (
            <li key={entry} aria-current={entry === step ? 'step' : undefined}>
              {labels[entry]}
              {entry === step ? <span className="hm-visually-hidden"> {t('checkout.current')}</span> : null}
            </li>
          ))}
        </ol>
      </nav>
      {actions.cart.items.length === 0 ? (
        <CartEmpty text={t('cart.emptyCheckout')} />
      ) : step === 'cart' ? (
        <CartView
          actions={actions}
          checkoutLabel={t('checkout.continue')}
          onCheckout={() => setParams({ step: 'shipping' })}
          footer={
            <div className="cart-summary__links">
              <Link to="/shop" className="hm-button hm-button--ghost hm-button--md">{t('cart.continueShopping')}</Link>
            </div>
          }
        />
      ) : (
        <section className="checkout-shipping" aria-labelledby="checkout-shipping-title" data-testid="checkout-shipping">
          <h2 id="checkout-shipping-title">{t('checkout.shippingTitle')}</h2>
          <p>{t('checkout.shippingText')}</p>
          <Link to="/checkout" className="hm-button hm-button--secondary hm-button--md">{t('checkout.backToCart')}</Link>
        </section>
      )}
      <ToastRegion toast={actions.toast} onDismiss={actions.dismiss} />
    </div>
  );
}
