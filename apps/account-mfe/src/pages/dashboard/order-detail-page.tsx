import { Link, useParams } from 'react-router-dom';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type CustomerOrderDetail, type OrderHistoryEntry } from '@harman/contracts';
import { isApiError } from '@harman/api-client';
import { formatDate, formatPrice, useLanguage } from '@harman/i18n';
import { Banner, PageHead, Spinner, useRemoteData } from '@harman/ui';
import { SectionState } from '../../components/section-state';
import { getOrder } from '../../features/dashboard/api/orders';
import { OrderActions, OrderCard } from '../../features/dashboard/order-card';
import { useAccountTranslation } from '../../lib/use-account-translation';

/** /dashboard/orders/:id: one order, its status timeline, bank details while a transfer is awaited, the invoice. */
export function OrderDetailPage() {
  const { t } = useAccountTranslation();
  const { id = '' } = useParams();
  const order = useRemoteData(() => getOrder(id), [id]);
  const missing = order.status === 'error' && isApiError(order.error) && order.error.status === 404;
  const title = order.status === 'ready' ? t('orders.detailTitle', { number: order.data.number }) : t('orders.title');
  return (
    <div className="account-page">
      <PageHead title={title} />
      <p><Link to="/dashboard/orders">← {t('orders.backToOrders')}</Link></p>
      <h1 className="account-page__title">{title}</h1>
      {missing ? (
        <Banner tone="error">{t('orders.notFound')}</Banner>
      ) : order.status === 'loading' ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <SectionState page data={order} reload={order.reload}>
          {(data) => <OrderDetail order={data} />}
        </SectionState>
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: CustomerOrderDetail }) {
  const { t } = useAccountTranslation();
  const [language] = useLanguage();
  const label = (entry: OrderHistoryEntry) =>
    entry.kind === 'order'
      ? (ORDER_STATUS_LABELS[entry.to as keyof typeof ORDER_STATUS_LABELS]?.[language] ?? entry.to)
      : t('orders.paymentChange', { status: PAYMENT_STATUS_LABELS[entry.to as keyof typeof PAYMENT_STATUS_LABELS]?.[language] ?? entry.to });
  return (
    <>
      <OrderCard order={order} expandable={false} />
      <div className="account-card">
        <OrderCardDetails order={order} />
        <OrderActions order={order} detailsLink={false} />
      </div>
      {order.bankTransfer ? (
        <section className="account-card" aria-labelledby="order-bank">
          <h2 id="order-bank">{t('orders.bankTransfer')}</h2>
          <p>{order.bankTransfer.bankName} · {order.bankTransfer.accountHolder}</p>
          <p>IBAN: {order.bankTransfer.iban}</p>
          <p>{t('orders.bankReference')}: {order.bankTransfer.reference} · {formatPrice(order.bankTransfer.amountKurus, language)}</p>
        </section>
      ) : null}
      <section className="account-card" aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t('orders.timeline')}</h2>
        <ol className="account-timeline" data-testid="order-timeline">
          {order.history.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{formatDate(entry.at, language, { dateStyle: 'medium', timeStyle: 'short' })}</time>
              <span> {label(entry)}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** Items, delivery and payment, always open on the order's own page. */
function OrderCardDetails({ order }: { order: CustomerOrderDetail }) {
  const { t } = useAccountTranslation();
  const [language] = useLanguage();
  const money = (kurus: number) => formatPrice(kurus, language);
  return (
    <div className="account-order__details">
      <section>
        <h2>{t('orders.items')}</h2>
        <ul>
          {order.items.map((item) => (
            <li key={item.id}>
              {language === 'en' ? item.nameEn : item.name}
              {item.variant ? ` · ${item.variant}` : ''} — {t('orders.quantity', { count: item.quantity })} × {money(item.unitPriceKurus)}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{t('orders.delivery')}</h2>
        <p>{t(`orders.methods.${order.shipping.method}`)}</p>
        <p>{order.shipping.address}</p>
        <p>{t('orders.tracking')}: {order.shipping.trackingNumber ?? t('orders.noTracking')}</p>
      </section>
      <section>
        <h2>{t('orders.paymentInfo')}</h2>
        <p>
          {t(`orders.paymentMethods.${order.payment.method}`)}
          {order.payment.last4 ? ` •••• ${order.payment.last4}` : ''} · {t(`orders.payment.${order.paymentStatus}`)}
        </p>
        <dl className="account-order__sums">
          <dt>{t('orders.subtotal')}</dt><dd>{money(order.subtotalKurus)}</dd>
          <dt>{t('orders.vat')}</dt><dd>{money(order.vatKurus)}</dd>
          <dt>{t('orders.shipping')}</dt><dd>{money(order.shippingKurus)}</dd>
          {order.paymentFeeKurus > 0 ? <><dt>{t('orders.paymentFee')}</dt><dd>{money(order.paymentFeeKurus)}</dd></> : null}
          <dt>{t('orders.total')}</dt><dd>{money(order.totalKurus)}</dd>
        </dl>
      </section>
    </div>
  );
}
