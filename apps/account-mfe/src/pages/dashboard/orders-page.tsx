import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ORDER_PERIODS, ORDER_STATUSES, orderListQuerySchema, type OrderListQuery } from '@harman/contracts';
import { Button, PageHead, useRemoteData } from '@harman/ui';
import { SectionState } from '../../components/section-state';
import { getOrders } from '../../features/dashboard/api/overview';
import { OrderCard } from '../../features/dashboard/order-card';
import { useAccountTranslation } from '../../lib/use-account-translation';

/** Filters live in the address, so back, reload and shared links keep them; anything unknown falls back. */
function readQuery(params: URLSearchParams): OrderListQuery {
  const parsed = orderListQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : orderListQuerySchema.parse({});
}

/** /dashboard/orders: search, status, date range, sort by date; 'Hiç sipariş bulunamadı' when nothing matches. */
export function OrdersPage() {
  const { t } = useAccountTranslation();
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [search, setSearch] = useState(query.q);
  const orders = useRemoteData(() => getOrders(query), [query.q, query.status, query.period, query.sort]);

  const update = (changes: Partial<OrderListQuery>) => {
    const next = { ...query, ...changes };
    const defaults = orderListQuerySchema.parse({});
    setParams(Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== defaults[key as keyof OrderListQuery])), { replace: true });
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };

  return (
    <div className="account-page">
      <PageHead title={t('orders.title')} />
      <h1 className="account-page__title">{t('orders.title')}</h1>
      <div className="account-filters" role="search">
        <form onSubmit={submitSearch} className="account-filters__search">
          <label htmlFor="orders-search" className="hm-visually-hidden">{t('orders.search')}</label>
          <input id="orders-search" type="search" className="hm-input" maxLength={100} placeholder={t('orders.searchPlaceholder')} value={search} onChange={(e) => setSearch(e.target.value)} />
          <Button type="submit" variant="secondary">{t('orders.search')}</Button>
        </form>
        <label>
          <span>{t('orders.status')}</span>
          <select className="hm-input hm-input--select" value={query.status} onChange={(e) => update({ status: e.target.value as OrderListQuery['status'] })}>
            {(['all', ...ORDER_STATUSES] as const).map((status) => (
              <option key={status} value={status}>{t(`orders.statuses.${status}`)}</option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('orders.period')}</span>
          <select className="hm-input hm-input--select" value={query.period} onChange={(e) => update({ period: e.target.value as OrderListQuery['period'] })}>
            {ORDER_PERIODS.map((period) => (
              <option key={period} value={period}>{t(`orders.periods.${period}`)}</option>
            ))}
          </select>
        </label>
        <Button variant="ghost" aria-pressed={query.sort === 'oldest'} onClick={() => update({ sort: query.sort === 'newest' ? 'oldest' : 'newest' })}>
          {t('orders.sortLabel', { order: query.sort === 'newest' ? t('orders.sortNewest') : t('orders.sortOldest') })}
        </Button>
      </div>
      <SectionState page data={orders} reload={orders.reload}>
        {(data) =>
          data.orders.length === 0 ? (
            <div className="account-empty account-empty--block">
              <p>{t('orders.empty')}</p>
              <Link className="hm-button hm-button--primary hm-button--md" to="/shop">{t('orders.shop')}</Link>
            </div>
          ) : (
            <div className="account-orders">{data.orders.map((order) => <OrderCard key={order.id} order={order} />)}</div>
          )
        }
      </SectionState>
    </div>
  );
}
