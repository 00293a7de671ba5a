import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_PRODUCT_SORTS, ADMIN_PRODUCT_STATUSES } from '@harman/contracts';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { Pager } from '../components/pager';
import { EmptyState, RemoteState } from '../components/remote-state';
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
  const searchId = useId();
  const categoryId = useId();
  const statusId = useId();
  const sortId = useId();
  const name = (item: { name: string; nameEn: string }) => (language === 'en' ? item.nameEn : item.name);

  return (
    <section aria-labelledby="admin-products-title">
      <PageHead title={t('products.title')} />
      <div className="admin-toolbar">
        <h1 id="admin-products-title" className="admin-toolbar__grow">{t('products.title')}</h1>
        <Link className="hm-button hm-button--primary hm-button--md" to="/admin/dashboard/products/new">{t('products.new')}</Link>
      </div>
      <form className="admin-toolbar" role="search" onSubmit={(event) => {
        event.preventDefault();
        update({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
      }}>
        <div className="hm-field admin-toolbar__grow">
          <label className="hm-field__label" htmlFor={searchId}>{t('products.searchLabel')}</label>
          <input id={searchId} className="hm-input" name="q" type="search" defaultValue={values.q} key={values.q} />
        </div>
        <button className="hm-button hm-button--secondary hm-button--md" type="submit">{t('shell.search')}</button>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={categoryId}>{t('products.category')}</label>
          <select id={categoryId} className="hm-input" value={values.category} onChange={(e) => update({ category: e.target.value })}>
            <option value="">{t('shell.all')}</option>
            {data.data?.categories.map((category) => <option key={category.id} value={category.slug}>{name(category)}</option>)}
          </select>
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={statusId}>{t('products.status')}</label>
          <select id={statusId} className="hm-input" value={values.status} onChange={(e) => update({ status: e.target.value })}>
            <option value="">{t('shell.all')}</option>
            {ADMIN_PRODUCT_STATUSES.map((status) => <option key={status} value={status}>{t(`products.statuses.${status}`)}</option>)}
          </select>
        </div>
        <div className="hm-field">
          <label className="hm-field__label" htmlFor={sortId}>{t('products.sort')}</label>
          <select id={sortId} className="hm-input" value={values.sort || '-updated'} onChange={(e) => update({ sort: e.target.value })}>
            {ADMIN_PRODUCT_SORTS.map((sort) => <option key={sort} value={sort}>{t(`products.sorts.${sort}`)}</option>)}
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
                      <th scope="col">{t('products.columns.name')}</th>
                      <th scope="col">{t('products.columns.category')}</th>
                      <th scope="col" className="num">{t('products.columns.price')}</th>
                      <th scope="col" className="num">{t('products.columns.stock')}</th>
                      <th scope="col">{t('products.columns.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
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
