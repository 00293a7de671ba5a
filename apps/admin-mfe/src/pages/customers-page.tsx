import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { Pager } from '../components/pager';
import { EmptyState, RemoteState } from '../components/remote-state';
import { getCustomers } from '../features/customers/customers-api';
import { listQuery, useSearchState } from '../lib/use-search-state';

/** Admin › Müşteriler: search by name, e-mail or phone; role and status filters in the URL. */
export function CustomersPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const { values, page, update } = useSearchState(['q', 'role', 'status'] as const);
  const query = listQuery({ ...values, page, pageSize: 20 });
  const data = useRemoteData(() => getCustomers(query), [query]);
  const ids = { q: useId(), role: useId(), status: useId() };
  return (
    <section aria-labelledby="admin-customers-title">
      <PageHead title={t('customers.title')} />
      <h1 id="admin-customers-title">{t('customers.title')}</h1>
      <form className="admin-toolbar" role="search" onSubmit={(event) => {
        event.preventDefault();
        update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
      }}>
        <div className="hm-field admin-toolbar__grow">
          <label className="hm-field__label" htmlFor={ids.q}>{t('customers.searchLabel')}</label>
          <input id={ids.q} className="hm-input" type="search" name="q" defaultValue={values.q} key={values.q} />
        </div>
        <button className="hm-button hm-button--secondary hm-button--md" type="submit">{t('shell.search')}</button>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.role}>{t('customers.role')}</label>
          <select id={ids.role} className="hm-input" value={values.role} onChange={(e) => update({ role: e.target.value })}>
            <option value="">{t('shell.all')}</option>
            <option value="user">{t('customers.roles.user')}</option>
            <option value="admin">{t('customers.roles.admin')}</option>
          </select>
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={ids.status}>{t('customers.status')}</label>
          <select id={ids.status} className="hm-input" value={values.status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t('shell.all')}</option>
            <option value="active">{t('customers.statuses.active')}</option>
            <option value="disabled">{t('customers.statuses.disabled')}</option>
          </select>
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
                      <th scope="col">{t('customers.columns.name')}</th>
                      <th scope="col">{t('customers.columns.email')}</th>
                      <th scope="col">{t('customers.columns.role')}</th>
                      <th scope="col">{t('customers.columns.status')}</th>
                      <th scope="col" className="num">{t('customers.columns.orders')}</th>
                      <th scope="col" className="num">{t('customers.columns.spent')}</th>
                      <th scope="col">{t('customers.columns.joined')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.items.map((customer) => (
                      <tr key={customer.id}>
                        <td><Link to={`/admin/dashboard/customers/${customer.id}`}>{customer.fullName}</Link></td>
                        <td>{customer.email}</td>
                        <td>{t(`customers.roles.${customer.role}`)}</td>
                        <td><span className={`admin-badge admin-badge--${customer.status}`}>{t(`customers.statuses.${customer.status}`)}</span></td>
                        <td className="num">{customer.orderCount}</td>
                        <td className="num">{formatPrice(customer.totalSpent, language)}</td>
                        <td>{formatDate(customer.createdAt, language, { dateStyle: 'medium' })}</td>
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
