import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { TIMINGS } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { ConfirmDialog, Icon, PageHead, Spinner, ToastRegion } from '@harman/ui';
import { CartEmpty } from '../../features/cart/cart-empty';
import { CartView } from '../../features/cart/cart-view';
import { useLineActions } from '../../features/cart/use-line-actions';
import { useGoBack } from '../../features/navigation/scroll-memory';
import './cart.css';

/**
 * 'Sepetim': 800 ms of loading first, then the lines and the summary, or the empty state. Back returns to the
 * previous page and its scroll position after a 300 ms fade; checkout moves on to the shipping step.
 */
export function CartPage() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const goBack = useGoBack();
  const actions = useLineActions();
  const { cart, toast, dismiss } = actions;
  const heading = useRef<HTMLHeadingElement>(null);
  const [loading, setLoading] = useState(true);
  const [leaving, setLeaving] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => setLoading(false), TIMINGS.cartLoadingMs);
    return () => {
      clearTimeout(timer);
      clearTimeout(leaveTimer.current);
    };
  }, []);

  const back = () => {
    setLeaving(true);
    leaveTimer.current = setTimeout(goBack, TIMINGS.returnFadeMs);
  };

  return (
    <div className={leaving ? 'cart-page hm-container cart-page--leaving' : 'cart-page hm-container'} data-testid="cart-page">
      <div className="cart-page__top">
        <button type="button" className="cart-page__back" onClick={back} disabled={leaving}>
          <Icon name="chevronDown" className="cart-page__back-icon" /> {t('cart.back')}
        </button>
      </div>
      <header className="cart-page__header">
        <PageHead title={t('cart.title')} />
        <h1 ref={heading} tabIndex={-1}>{t('cart.title')}</h1>
        {!loading && cart.items.length > 0 ? <p className="cart-page__count">{t('cart.itemCount', { count: cart.totals.itemCount })}</p> : null}
      </header>

      {loading ? (
        <Spinner label={t('cart.loading')} />
      ) : cart.items.length === 0 ? (
        <CartEmpty />
      ) : (
        <CartView
          actions={actions}
          checkoutLabel={t('cart.checkout')}
          onCheckout={() => navigate('/checkout?step=shipping')}
          footer={
            <div className="cart-summary__links">
              <Link to="/shop" className="hm-button hm-button--ghost hm-button--md">{t('cart.continueShopping')}</Link>
              <button type="button" className="cart-page__clear" onClick={() => setConfirmingClear(true)}>{t('cart.clear')}</button>
            </div>
          }
        />
      )}

      <ConfirmDialog
        open={confirmingClear}
        title={t('cart.clearTitle')}
        text={t('cart.clearQuestion')}
        confirmLabel={t('cart.clearConfirm')}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          setConfirmingClear(false);
          actions.clear();
          // The clear button that opened the dialog is gone with the lines: the page's heading takes focus (and
          // brings 'Sepetiniz boş' into view on a phone scrolled down to the button).
          requestAnimationFrame(() => heading.current?.focus());
        }}
      />
      <ToastRegion toast={toast} onDismiss={dismiss} />
    </div>
  );
}
