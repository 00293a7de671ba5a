import { useId, useState } from 'react';
import type { CustomerOrder } from '@harman/contracts';
import { formatDate, formatPrice, useLanguage } from '@harman/i18n';
import { Link } from 'react-router-dom';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { invoiceUrl } from './api/orders';

/**
 * One order: number, date, status and total; expanded, its items, delivery, payment and the amounts stored
 * when it was placed (never recomputed here).
 */
export function OrderCard({ order, expandable = true }: { order: CustomerOrder; expandable?: boolean }) {
  const { t } = useAccountTranslation();
  const [language] = useLanguage();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const money = (kurus: number) => formatPrice(kurus, language);
  return (
    <article className="account-order" aria-label={`${t('orders.number')} ${order.number}`}>
      <header className="account-order__head">
        <div>
          <p className="account-order__number">{t('orders.number')}: {order.number}</p>
          <p className="account-order__date">{formatDate(order.placedAt, language)}</p>
        </div>
        <span className={`account-badge account-badge--${order.status}`}>{t(`orders.statuses.${order.status}`)}</span>
        <p className="account-order__total">{money(order.totalKurus)}</p>
        {expandable ? (
          <button type="button" className="hm-button hm-button--ghost hm-button--sm" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((v) => !v)}>
            {open ? t('orders.hideDetails') : t('orders.details')}
          </button>
        ) : null}
      </header>
      {expandable && open ? (
        <div id={detailsId} className="account-order__details">
          <section>
            <h3>{t('orders.items')}</h3>
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
            <h3>{t('orders.delivery')}</h3>
            <p>{t(`orders.methods.${order.shipping.method}`)}</p>
            <p>{order.shipping.address}</p>
            <p>{t('orders.tracking')}: {order.shipping.trackingNumber ?? t('orders.noTracking')}</p>
          </section>
          <section>
            <h3>{t('orders.paymentInfo')}</h3>
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
      ) : null}
      {expandable ? <OrderActions order={order} /> : null}
    </article>
  );
}

/** 'Detayları Görüntüle' opens the order's page; 'Fatura İndir' downloads its PDF once the worker has made it. */
export function OrderActions({ order, detailsLink = true }: { order: CustomerOrder; detailsLink?: boolean }) {
  const { t } = useAccountTranslation();
  return (
    <div className="account-order__actions">
      {order.invoiceReady ? (
        <a className="hm-button hm-button--secondary hm-button--sm" href={invoiceUrl(order.id)} download={`${order.number}.pdf`}>{t('orders.invoice')}</a>
      ) : (
        <span className="account-order__note">{t('orders.invoicePending')}</span>
      )}
      {detailsLink ? (
        <Link className="hm-button hm-button--primary hm-button--sm" to={`/dashboard/orders/${encodeURIComponent(order.id)}`} aria-label={`${t('orders.viewDetails')}: ${order.number}`}>
          {t('orders.viewDetails')}
        </Link>
      ) : null}
    </div>
  );
}
