import { Link } from 'react-router-dom';
import { ADMIN_PRODUCT_SORTS, ADMIN_PRODUCT_STATUSES } from '@harman/contracts';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { FilterBar, formText, ListTable, PagedList, SelectFilter } from '../components/list-page';
import { getProducts } from '../features/products/products-api';
import { listQuery, useSearchState } from '../lib/use-search-state';

const PAGE_SIZE = 20;

/** Admin › Ürünler: search, category, status and sort in the URL; a page of products. */
export function ProductsPage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const { values, page, update } = useSearchState(['q', 'category', 'status', 'sort'] as const);
  const query = listQuery({ ...values, page, pageSize: PAGE_SIZE });
  const data = useRemoteData(() => getProducts(query), [query]);
  const name = (item: { name: string; nameEn: string }) => (language === 'en' ? item.nameEn : item.name);

  return (
    <section aria-labelledby="admin-products-title">
      <PageHead title={t('products.title')} />
      <div className="admin-toolbar">
        <h1 id="admin-products-title" className="admin-toolbar__grow">{t('products.title')}</h1>
        <Link className="hm-button hm-button--primary hm-button--md" to="/admin/dashboard/products/new">{t('products.new')}</Link>
      </div>
      <FilterBar label={t('products.searchLabel')} q={values.q} onSearch={(form) => update({ q: formText(form, 'q') })}>
        <SelectFilter
          label={t('products.category')}
          value={values.category}
          onChange={(category) => update({ category })}
          options={(data.data?.categories ?? []).map((category) => ({ value: category.slug, label: name(category) }))}
        />
        <SelectFilter
          label={t('products.status')}
          value={values.status}
          onChange={(status) => update({ status })}
          options={ADMIN_PRODUCT_STATUSES.map((status) => ({ value: status, label: t(`products.statuses.${status}`) }))}
        />
        <SelectFilter
          label={t('products.sort')}
          all={false}
          value={values.sort || '-updated'}
          onChange={(sort) => update({ sort })}
          options={ADMIN_PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`products.sorts.${sort}`) }))}
        />
      </FilterBar>
      <PagedList data={data} onPage={(next) => update({ page: String(next) })}>
        {(list) => (
          <ListTable
            columns={[
              t('products.columns.name'),
              t('products.columns.category'),
              { label: t('products.columns.price'), numeric: true },
              { label: t('products.columns.stock'), numeric: true },
              t('products.columns.status'),
            ]}
          >
            {list.items.map((item) => (
              <tr key={item.id}>
                <td>
                  {item.image ? <img src={item.image} alt="" loading="lazy" /> : null}
                  <Link to={`/admin/dashboard/products/${item.id}`}>{name(item)}</Link>
                  <div className="admin-muted">{item.sku}</div>
                </td>
                <td>{name(item.category)}</td>
                <td className="num">{formatPrice(item.price, language)}</td>
                <td className="num">{item.stock}</td>
                <td><span className={`admin-badge admin-badge--${item.status}`}>{t(`products.statuses.${item.status}`)}</span></td>
              </tr>
            ))}
          </ListTable>
        )}
      </PagedList>
    </section>
  );
}
