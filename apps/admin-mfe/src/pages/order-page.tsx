import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { orderActionSchema, type AdminOrderDetail, type OrderAction, type OrderActionInput, type PaymentStatus } from '@harman/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { Button, ConfirmDialog, PageHead, TextField, useRemoteData } from '@harman/ui';
import { RemoteState } from '../components/remote-state';
import { getOrder, orderAction } from '../features/orders/orders-api';
import { apiErrorText, apiFieldErrors } from '../lib/api-error-text';
import { focusFirstInvalid } from '../lib/focus-first-invalid';
import { issuesByPath, validationText } from '../lib/form-errors';
import { inputToKurus } from '../lib/money';

/** A payment attempt's provider status as the order's payment status staff know (3-D Secure still to do is pending). */
const ATTEMPT_STATUS: Record<string, PaymentStatus> = { succeeded: 'paid', failed: 'failed', pending: 'pending', processing: 'pending', requires_action: 'pending' };

/** Admin › Siparişler › one order: lines, customer, address, payment, history, and the moves allowed now. */
export function OrderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const data = useRemoteData(() => getOrder(id), [id]);
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [fields, setFields] = useState({ carrier: '', trackingNumber: '', amount: '', note: '' });
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const money = (kurus: number) => formatPrice(kurus, language);

  const run = async (input: OrderActionInput) => {
    const parsed = orderActionSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      focusFirstInvalid(form.current);
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const saved = await orderAction(id, input);
      data.setData(() => saved);
      setOpen(null);
      setErrors({});
      setFields({ carrier: '', trackingNumber: '', amount: '', note: '' });
      setNotice({ tone: 'ok', text: t('orders.done') });
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setNotice({ tone: 'error', text: apiErrorText(t, error) });
    } finally {
      setBusy(false);
    }
  };

  const submitForm = (event: FormEvent) => {
    event.preventDefault();
    if (open === 'ship') void run({ action: 'ship', carrier: fields.carrier, trackingNumber: fields.trackingNumber, note: fields.note });
    if (open === 'refund') void run({ action: 'refund', amount: inputToKurus(fields.amount) ?? Number.NaN, note: fields.note });
  };

  return (
    <RemoteState data={data} reload={data.reload}>
      {(order: AdminOrderDetail) => {
        const title = t('orders.orderTitle', { number: order.number });
        const address = order.address as Record<string, string>;
        return (
          <section aria-labelledby={titleId}>
            <PageHead title={title} />
            <p><Link to="/admin/dashboard/orders">← {t('orders.back')}</Link></p>
            <h1 id={titleId}>{title}</h1>
            <p>
              <span className={`admin-badge admin-badge--${order.status}`} data-testid="order-status">{t(`orders.statuses.${order.status}`)}</span>{' '}
              <span className="admin-badge">{t(`orders.payments.${order.paymentStatus}`)}</span>{' '}
              {formatDate(order.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
            {notice ? <p className={`admin-alert admin-alert--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'}>{notice.text}</p> : null}
            <div className="admin-quick" role="group" aria-label={t('shell.actions')}>
              {order.actions.map((action) => (
                <Button
                  key={action}
                  variant={action === 'cancel' ? 'danger' : action === 'refund' ? 'secondary' : 'primary'}
                  busy={busy && open === action}
                  onClick={() => {
                    setErrors({});
                    if (action === 'ship' || action === 'refund' || action === 'cancel') setOpen(action);
                    else void run({ action, note: '' } as OrderActionInput);
                  }}
                >
                  {t(`orders.actions.${action}`)}
                </Button>
              ))}
            </div>
            {open === 'ship' || open === 'refund' ? (
              <form ref={form} className="admin-card admin-toolbar" noValidate onSubmit={submitForm}>
                {open === 'ship' ? (
                  <>
                    <TextField label={t('orders.carrier')} required value={fields.carrier} error={validationText(t, errors.carrier)} onChange={(e) => setFields({ ...fields, carrier: e.target.value })} />
                    <TextField label={t('orders.trackingNumber')} required value={fields.trackingNumber} error={validationText(t, errors.trackingNumber)} onChange={(e) => setFields({ ...fields, trackingNumber: e.target.value })} />
                  </>
                ) : (
                  <TextField label={t('orders.refundAmount')} inputMode="decimal" required value={fields.amount} error={validationText(t, errors.amount)} onChange={(e) => setFields({ ...fields, amount: e.target.value })} />
                )}
                <TextField className="admin-toolbar__grow" label={t('orders.note')} value={fields.note} maxLength={500} onChange={(e) => setFields({ ...fields, note: e.target.value })} />
                <Button type="submit" busy={busy}>{t(`orders.actions.${open}`)}</Button>
                <Button type="button" variant="ghost" onClick={() => setOpen(null)}>{t('shell.cancel')}</Button>
              </form>
            ) : null}
            <ConfirmDialog
              open={open === 'cancel'}
              title={t('orders.actions.cancel')}
              text={t('orders.cancelConfirm')}
              confirmLabel={t('orders.actions.cancel')}
              cancelLabel={t('shell.cancel')}
              tone="danger"
              onCancel={() => setOpen(null)}
              onConfirm={() => void run({ action: 'cancel', note: '' })}
            />
            <div className="admin-grid-2">
              <div className="admin-card">
                <h2>{t('orders.customer')}</h2>
                <p>
                  {order.userId ? <Link to={`/admin/dashboard/customers/${order.userId}`}>{order.customer}</Link> : order.customer}
                  <br />{order.email}
                </p>
                <h2>{t('orders.address')}</h2>
                <address>
                  {address.fullName} · {address.phone}
                  <br />{address.address}
                  <br />{address.state} / {address.city} {address.postalCode}
                </address>
                {order.trackingNumber ? <p data-testid="order-tracking">{t('orders.shipping', { carrier: order.carrier ?? '—', tracking: order.trackingNumber })}</p> : null}
              </div>
              <div className="admin-card">
                <h2>{t('orders.paymentTitle')}</h2>
                <dl className="admin-inbox-item">
                  <dt>{t('orders.amounts.subtotal')}</dt><dd>{money(order.amounts.subtotal)}</dd>
                  <dt>{t('orders.amounts.vat')} (%{order.amounts.vatRateBasisPoints / 100})</dt><dd>{money(order.amounts.vat)}</dd>
                  <dt>{t('orders.amounts.shipping')}</dt><dd>{money(order.amounts.shipping)}</dd>
                  {order.amounts.paymentFee ? (<><dt>{t('orders.amounts.paymentFee')}</dt><dd>{money(order.amounts.paymentFee)}</dd></>) : null}
                  <dt>{t('orders.amounts.total')}</dt><dd><strong>{money(order.amounts.total)}</strong></dd>
                  {order.refundedAmount ? (<><dt>{t('orders.amounts.refunded')}</dt><dd>{money(order.refundedAmount)}</dd></>) : null}
                </dl>
                <ul>
                  {order.payments.map((payment, index) => (
                    <li key={index}>
                      {t(`orders.methods.${payment.method}`, { defaultValue: payment.method })} · {t(`orders.payments.${ATTEMPT_STATUS[payment.status]}`, { defaultValue: payment.status })} ·{' '}
                      {money(payment.amount)}{payment.cardLast4 ? ` · •••• ${payment.cardLast4}` : ''}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
            <h2>{t('orders.lines')}</h2>
            <div className="admin-table-wrap" role="region" aria-label={t('orders.lines')} tabIndex={0}>
              <table className="admin-table">
                <tbody>
                  {order.lines.map((line) => (
                    <tr key={`${line.sku}-${line.variant ?? ''}`}>
                      <td>{language === 'en' ? line.nameEn : line.name}{line.variant ? ` · ${line.variant}` : ''}<div className="admin-muted">{line.sku}</div></td>
                      <td className="num">{line.quantity} × {money(line.unitPrice)}</td>
                      <td className="num">{money(line.lineTotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h2>{t('orders.history')}</h2>
            <ol>
              {order.history.map((entry, index) => (
                <li key={index}>
                  {formatDate(entry.at, language, { dateStyle: 'short', timeStyle: 'short' })} · {t(`orders.actors.${entry.actor}`, { defaultValue: entry.actor })} ·{' '}
                  {/* 'Ödeme: ' keeps a payment entry apart from an order status of the same word (Beklemede). */}
                  {entry.kind === 'order'
                    ? t(`orders.statuses.${entry.to}`, { defaultValue: entry.to })
                    : t('orders.paymentEntry', { status: t(`orders.payments.${entry.to}`, { defaultValue: entry.to }) })}
                  {entry.note ? ` · ${entry.note}` : ''}
                </li>
              ))}
            </ol>
          </section>
        );
      }}
    </RemoteState>
  );
}
