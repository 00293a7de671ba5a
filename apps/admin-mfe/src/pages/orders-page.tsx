import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@harman/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { Pager } from '../components/pager';
import { EmptyState, RemoteState } from '../components/remote-state';
import { getOrders } from '../features/orders/orders-api';
import { listQuery, useSearchState } from '../lib/use-search-state';

/** Admin › Siparişler: status, payment, date range and text filters in the URL. */
export function OrdersPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const { values, page, update } = useSearchState(['q', 'status', 'payment', 'from', 'to'] as const);
  const query = listQuery({ ...values, page, pageSize: 20 });
  const data = useRemoteData(() => getOrders(query), [query]);
  const ids = { q: useId(), status: useId(), payment: useId(), from: useId(), to: useId() };
  return (
    <section aria-labelledby="admin-orders-title">
      <PageHead title={t('orders.title')} />
      <h1 id="admin-orders-title">{t('orders.title')}</h1>
      <form className="admin-toolbar" role="search" onSubmit={(event) => {
        event.preventDefault();
        update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
      }}>
        <div className="hm-field admin-toolbar__grow">
          <label className="hm-field__label" htmlFor={ids.q}>{t('orders.searchLabel')}</label>
          <input id={ids.q} className="hm-input" type="search" name="q" defaultValue={values.q} key={values.q} />
        </div>
        <button className="hm-button hm-button--secondary hm-button--md" type="submit">{t('shell.search')}</button>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.status}>{t('orders.status')}</label>
          <select id={ids.status} className="hm-input" value={values.status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t('shell.all')}</option>
            {ORDER_STATUSES.map((s) => <option key={s} value={s}>{t(`orders.statuses.${s}`)}</option>)}
          </select>
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.payment}>{t('orders.payment')}</label>
          <select id={ids.payment} className="hm-input" value={values.payment} onChange={(e) => update({ payment: e.target.value })}>
            <option value="">{t('shell.all')}</option>
            {PAYMENT_STATUSES.map((s) => <option key={s} value={s}>{t(`orders.payments.${s}`)}</option>)}
          </select>
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.from}>{t('orders.from')}</label>
          <input id={ids.from} className="hm-input" type="date" value={values.from} onChange={(e) => update({ from: e.target.value })} />
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.to}>{t('orders.to')}</label>
          <input id={ids.to} className="hm-input" type="date" value={values.to} onChange={(e) => update({ to: e.target.value })} />
        </div>
      </form>
      <RemoteState data={data} reload={data.reload}>
        {(list) =>
          list.items.length === 0 ? <EmptyState /> : (
            <>
              <div className="admin-table-wrap">
                <table className="admin-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('orders.columns.number')}</th>
                      <th scope="col">{t('orders.columns.customer')}</th>
                      <th scope="col" className="num">{t('orders.columns.total')}</th>
                      <th scope="col">{t('orders.columns.status')}</th>
                      <th scope="col">{t('orders.columns.payment')}</th>
                      <th scope="col">{t('orders.columns.date')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.items.map((order) => (
                      <tr key={order.id}>
                        <td><Link to={`/admin/dashboard/orders/${order.id}`}>{order.number}</Link></td>
                        <td>{order.customer}<div className="admin-muted">{order.email}</div></td>
                        <td className="num">{formatPrice(order.total, language)}</td>
                        <td><span className={`admin-badge admin-badge--${order.status}`}>{t(`orders.statuses.${order.status}`)}</span></td>
                        <td>{t(`orders.payments.${order.paymentStatus}`)}</td>
                        <td>{formatDate(order.createdAt, language, { dateStyle: 'short', timeStyle: 'short' })}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={(next) => update({ page: String(next) })} />
            </>
          )
        }
      </RemoteState>
    </section>
  );
}
