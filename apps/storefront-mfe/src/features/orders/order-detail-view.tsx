import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS, type CustomerOrderDetail } from '@harman/contracts';
import { formatDate, useLanguage } from '@harman/i18n';
import { useMoney } from '../checkout/order-summary';
import { useCheckoutText } from '../checkout/use-checkout-text';

/** One order as its owner sees it: status, lines, delivery, payment, amounts and the status timeline. */
export function OrderDetailView({ order, invoiceHref }: { order: CustomerOrderDetail; invoiceHref: string | null }) {
  const { t } = useCheckoutText();
  const [language] = useLanguage();
  const money = useMoney();
  const label = (entry: { kind: 'order' | 'payment'; to: string }) =>
    entry.kind === 'order'
      ? ORDER_STATUS_LABELS[entry.to as keyof typeof ORDER_STATUS_LABELS]?.[language] ?? entry.to
      : `${t('order.paymentPrefix')} ${PAYMENT_STATUS_LABELS[entry.to as keyof typeof PAYMENT_STATUS_LABELS]?.[language] ?? entry.to}`;
  return (
    <article className="checkout-step order-detail" aria-labelledby="order-detail-title" data-testid="order-detail">
      <h2 id="order-detail-title">{t('order.number', { number: order.number })}</h2>
      <p>
        {formatDate(order.placedAt, language)} · {t('order.status')}: <strong data-testid="order-status">{ORDER_STATUS_LABELS[order.status][language]}</strong> ·{' '}
        {t('order.paymentStatus')}: <strong>{PAYMENT_STATUS_LABELS[order.paymentStatus][language]}</strong>
      </p>
      <ul className="checkout-summary__lines">
        {order.items.map((item) => (
          <li key={item.id}>
            <span>{language === 'en' ? item.nameEn : item.name}{item.variant ? ` · ${item.variant}` : ''} × {item.quantity}</span>
            <span>{money(item.lineTotalKurus)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-detail__facts">
        <div><dt>{t('review.address')}</dt><dd>{order.shipping.address}</dd></div>
        <div><dt>{t('review.delivery')}</dt><dd>{t(`delivery.methods.${order.shipping.method}`)}{order.shipping.trackingNumber ? ` · ${t('order.tracking')}: ${order.shipping.trackingNumber}` : ''}</dd></div>
        <div><dt>{t('review.payment')}</dt><dd>{t(`payment.methods.${order.payment.method}`)}{order.payment.last4 ? ` · •••• ${order.payment.last4}` : ''}</dd></div>
        <div><dt>{t('summary.subtotal')}</dt><dd>{money(order.subtotalKurus)}</dd></div>
        <div><dt>{t('summary.vat', { rate: order.amounts.vatRateBasisPoints / 100 })}</dt><dd>{money(order.vatKurus)}</dd></div>
        <div><dt>{t('summary.shipping')}</dt><dd>{order.shippingKurus === 0 ? t('summary.free') : money(order.shippingKurus)}</dd></div>
        {order.paymentFeeKurus > 0 ? <div><dt>{t('summary.paymentFee')}</dt><dd>{money(order.paymentFeeKurus)}</dd></div> : null}
        <div className="checkout-summary__total"><dt>{t('summary.total')}</dt><dd>{money(order.totalKurus)}</dd></div>
      </dl>
      {order.bankTransfer ? (
        <section className="checkout-bank" aria-labelledby="order-bank-title">
          <h3 id="order-bank-title">{t('bank.title')}</h3>
          <p>{order.bankTransfer.bankName} · {order.bankTransfer.accountHolder} · {order.bankTransfer.iban} · {t('bank.reference')}: {order.bankTransfer.reference}</p>
        </section>
      ) : null}
      <section aria-labelledby="order-timeline-title">
        <h3 id="order-timeline-title">{t('order.timeline')}</h3>
        <ol className="order-timeline">
          {order.history.map((entry, index) => (
            <li key={index}>
              <time dateTime={entry.at}>{formatDate(entry.at, language, { dateStyle: 'medium', timeStyle: 'short' })}</time> {label(entry)}
            </li>
          ))}
        </ol>
      </section>
      {invoiceHref && order.invoiceReady ? (
        <a className="hm-button hm-button--secondary hm-button--md" href={invoiceHref} download>{t('order.invoice')}</a>
      ) : null}
    </article>
  );
}
