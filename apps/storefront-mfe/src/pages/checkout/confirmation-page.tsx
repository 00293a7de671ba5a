import { Link, useParams } from 'react-router-dom';
import { useSession } from '@harman/auth';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead } from '@harman/ui';
import { CheckoutProgress } from '../../features/checkout/checkout-progress';
import { useMoney } from '../../features/checkout/order-summary';
import { readPlacedOrder } from '../../features/checkout/placed-order';
import { registerCheckoutTranslations } from '../../i18n/checkout-translations';
import '../cart/cart.css';
import './checkout.css';

registerCheckoutTranslations();

/**
 * /checkout/confirmation/<number>: the placed order's number, where the confirmation went, and for a bank
 * transfer the account to pay into. A reload keeps the details (session storage); another tab shows the number.
 */
export function ConfirmationPage() {
  const { t } = useTranslation('checkout');
  const { number = '' } = useParams();
  const [language] = useLanguage();
  const money = useMoney();
  const auth = useSession();
  const order = readPlacedOrder(number);

  return (
    <div className="cart-page checkout-page hm-container" data-testid="checkout-confirmation">
      <PageHead title={t('confirmation.pageTitle')} />
      <header className="cart-page__header">
        <h1>{t('confirmation.title')}</h1>
      </header>
      <CheckoutProgress step="confirmation" done />
      <section className="checkout-step checkout-confirmation" aria-labelledby="confirmation-number">
        <p id="confirmation-number" className="checkout-confirmation__number">
          {t('confirmation.number')} <strong data-testid="order-number">{number}</strong>
        </p>
        {order ? (
          <>
            <p>{order.outcome === 'paid' ? t('confirmation.paid', { total: money(order.totalKurus) }) : t(`confirmation.pending.${order.paymentMethod}`)}</p>
            {order.email ? <p>{t('confirmation.mailed', { email: order.email })}</p> : null}
            {order.bankTransfer ? (
              <section className="checkout-bank" aria-labelledby="bank-details-title" data-testid="bank-details">
                <h2 id="bank-details-title">{t('bank.title')}</h2>
                <dl>
                  <div><dt>{t('bank.bankName')}</dt><dd>{order.bankTransfer.bankName}</dd></div>
                  <div><dt>{t('bank.accountHolder')}</dt><dd>{order.bankTransfer.accountHolder}</dd></div>
                  <div><dt>{t('bank.iban')}</dt><dd>{order.bankTransfer.iban}</dd></div>
                  <div><dt>{t('bank.reference')}</dt><dd>{order.bankTransfer.reference}</dd></div>
                  <div><dt>{t('bank.amount')}</dt><dd>{money(order.bankTransfer.amountKurus)}</dd></div>
                  <div><dt>{t('bank.payBy')}</dt><dd>{formatDate(order.bankTransfer.payBy, language)}</dd></div>
                </dl>
              </section>
            ) : null}
          </>
        ) : (
          <p>{t('confirmation.generic')}</p>
        )}
        <div className="checkout-actions">
          {auth.status === 'authenticated' ? (
            <Link to="/dashboard/orders" className="hm-button hm-button--primary hm-button--md">{t('confirmation.myOrders')}</Link>
          ) : order?.guestAccessToken ? (
            <Link to={`/orders/view/${encodeURIComponent(order.guestAccessToken)}`} className="hm-button hm-button--primary hm-button--md">{t('confirmation.viewOrder')}</Link>
          ) : null}
          <Link to="/shop" className="hm-button hm-button--secondary hm-button--md">{t('confirmation.continue')}</Link>
        </div>
      </section>
    </div>
  );
}
