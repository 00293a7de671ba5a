import { Link } from 'react-router-dom';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { FilterBar, formText, ListTable, PagedList, SelectFilter } from '../components/list-page';
import { getCustomers } from '../features/customers/customers-api';
import { listQuery, useSearchState } from '../lib/use-search-state';

/** Admin › Müşteriler: search by name, e-mail or phone; role and status filters in the URL. */
export function CustomersPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const { values, page, update } = useSearchState(['q', 'role', 'status'] as const);
  const query = listQuery({ ...values, page, pageSize: 20 });
  const data = useRemoteData(() => getCustomers(query), [query]);
  return (
    <section aria-labelledby="admin-customers-title">
      <PageHead title={t('customers.title')} />
      <h1 id="admin-customers-title">{t('customers.title')}</h1>
      <FilterBar label={t('customers.searchLabel')} q={values.q} onSearch={(form) => update({ q: formText(form, 'q') })}>
        <SelectFilter
          label={t('customers.role')}
          value={values.role}
          onChange={(role) => update({ role })}
          options={(['user', 'admin'] as const).map((role) => ({ value: role, label: t(`customers.roles.${role}`) }))}
        />
        <SelectFilter
          label={t('customers.status')}
          value={values.status}
          onChange={(status) => update({ status })}
          options={(['active', 'disabled'] as const).map((status) => ({ value: status, label: t(`customers.statuses.${status}`) }))}
        />
      </FilterBar>
      <PagedList data={data} onPage={(next) => update({ page: String(next) })}>
        {(list) => (
          <ListTable
            columns={[
              t('customers.columns.name'),
              t('customers.columns.email'),
              t('customers.columns.role'),
              t('customers.columns.status'),
              { label: t('customers.columns.orders'), numeric: true },
              { label: t('customers.columns.spent'), numeric: true },
              t('customers.columns.joined'),
            ]}
          >
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
          </ListTable>
        )}
      </PagedList>
    </section>
  );
}
