import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CustomerOrderDetail } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Banner, PageHead, Spinner } from '@harman/ui';
import { getGuestOrder, guestInvoiceUrl } from '../../features/orders/get-guest-order';
import { OrderDetailView } from '../../features/orders/order-detail-view';
import { registerCheckoutTranslations } from '../../i18n/checkout-translations';
import '../cart/cart.css';
import '../checkout/checkout.css';

registerCheckoutTranslations();

/** /orders/view/<token>: the order a guest's confirmation mail links to, readable without an account. */
export function GuestOrderPage() {
  const { t } = useTranslation('checkout');
  const { token = '' } = useParams();
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'missing' | 'error'; order: CustomerOrderDetail | null }>({ status: 'loading', order: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', order: null });
    getGuestOrder(token, controller.signal)
      .then((order) => setState({ status: 'ready', order }))
      .catch((error: { status?: number }) => {
        if (!controller.signal.aborted) setState({ status: error.status === 404 ? 'missing' : 'error', order: null });
      });
    return () => controller.abort();
  }, [token, attempt]);

  return (
    <div className="cart-page checkout-page hm-container" data-testid="guest-order-page">
      <PageHead title={t('order.pageTitle')} />
      <header className="cart-page__header"><h1>{t('order.pageTitle')}</h1></header>
      {state.status === 'loading' ? <Spinner label={t('order.loading')} /> : null}
      {state.status === 'missing' ? (
        <Banner tone="error">{t('order.linkInvalid')} <Link to="/shop">{t('confirmation.continue')}</Link></Banner>
      ) : null}
      {state.status === 'error' ? (
        <Banner tone="error">
          {t('errors.generic')}{' '}
          <button type="button" className="hm-button hm-button--secondary hm-button--sm" onClick={() => setAttempt((count) => count + 1)}>{t('common.retry')}</button>
        </Banner>
      ) : null}
      {state.order ? <OrderDetailView order={state.order} invoiceHref={guestInvoiceUrl(token)} /> : null}
    </div>
  );
}
