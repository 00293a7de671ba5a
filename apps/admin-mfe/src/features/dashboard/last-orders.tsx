import { Link } from 'react-router-dom';
import type { DashboardSummary } from '@harman/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@harman/i18n';

/**
 * Admin › Dashboard's newest orders with their status. A declined card leaves the order 'Beklemede', so the
 * payment's own 'Başarısız' badge (the label of the order screens) says why it waits.
 */
export function LastOrders({ orders }: { orders: DashboardSummary['lastOrders'] }) {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  if (orders.length === 0) return <p className="admin-empty">{t('shell.empty')}</p>;
  return (
    <ul>
      {orders.map((order) => (
        <li key={order.id}>
          <Link to={`/admin/dashboard/orders/${order.id}`}>{order.number}</Link> · {order.customer} · {formatPrice(order.total, language)} ·{' '}
          {formatDate(order.createdAt, language, { dateStyle: 'short', timeStyle: 'short' })}{' '}
          <span className={`admin-badge admin-badge--${order.status}`}>{t(`orders.statuses.${order.status}`, { defaultValue: order.status })}</span>
          {order.paymentStatus === 'failed' ? (
            <>
              {' '}
              <span className="admin-badge admin-badge--failed">
                <span className="hm-visually-hidden">{t('orders.payment')}: </span>
                {t('orders.payments.failed')}
              </span>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
