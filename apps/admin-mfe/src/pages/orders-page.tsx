import { Link } from 'react-router-dom';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@harman/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { DateRangeFilter, FilterBar, formText, ListTable, PagedList, SelectFilter } from '../components/list-page';
import { getOrders } from '../features/orders/orders-api';
import { listQuery, useSearchState } from '../lib/use-search-state';

/** Admin › Siparişler: status, payment, date range and text filters in the URL. */
export function OrdersPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const { values, page, update } = useSearchState(['q', 'status', 'payment', 'from', 'to'] as const);
  const query = listQuery({ ...values, page, pageSize: 20 });
  const data = useRemoteData(() => getOrders(query), [query]);
  return (
    <section aria-labelledby="admin-orders-title">
      <PageHead title={t('orders.title')} />
      <h1 id="admin-orders-title">{t('orders.title')}</h1>
      <FilterBar label={t('orders.searchLabel')} q={values.q} onSearch={(form) => update({ q: formText(form, 'q') })}>
        <SelectFilter
          label={t('orders.status')}
          value={values.status}
          onChange={(status) => update({ status })}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.statuses.${s}`) }))}
        />
        <SelectFilter
          label={t('orders.payment')}
          value={values.payment}
          onChange={(payment) => update({ payment })}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`orders.payments.${s}`) }))}
        />
        <DateRangeFilter labels={[t('orders.from'), t('orders.to')]} from={values.from} to={values.to} onChange={update} />
      </FilterBar>
      <PagedList data={data} onPage={(next) => update({ page: String(next) })}>
        {(list) => (
          <ListTable
            columns={[
              t('orders.columns.number'),
              t('orders.columns.customer'),
              { label: t('orders.columns.total'), numeric: true },
              t('orders.columns.status'),
              t('orders.columns.payment'),
              t('orders.columns.date'),
            ]}
          >
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
          </ListTable>
        )}
      </PagedList>
    </section>
  );
}
