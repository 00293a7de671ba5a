import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLanguage, useTranslation } from '@harman/i18n';
import { PageHead } from '@harman/ui';
import { getProducts } from '../../features/catalog/get-products';
import { DEFAULT_FILTERS, hasControlCharacters, lastPage, toProductQuery, writeFilters, type ShopFilters } from '../../features/catalog/shop-filters';
import { useShopFilters } from '../../features/catalog/use-shop-filters';
import { useResource } from '../../hooks/use-resource';
import { CategoryTabs } from './category-tabs';
import { PriceRange } from './price-range';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { RecentlyViewedCarousel } from './recently-viewed-carousel';
import { ShopPagination } from './shop-pagination';
import { ShopSearch } from './shop-search';
import { ShopEmpty, ShopError } from './shop-states';
import { SortSelect } from './sort-select';
import './shop.css';

/** The shop's query for these filters ('' for none), as the tabs' and pages' links carry it. */
const searchOf = (filters: ShopFilters) => {
  const query = writeFilters(filters).toString();
  return query ? `?${query}` : '';
};

/** /shop: search, sort, category tabs with counts, price range and the grid, all kept in the URL. */
export function ShopPage() {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const { filters, update } = useShopFilters();
  // The language is part of the key: switching it asks again, and the cards on screen stay until the answer arrives.
  const products = useResource(toProductQuery(filters, language).toString(), (signal) => getProducts(filters, language, signal));
  const data = products.data;
  const pages = data ? lastPage(data.total) : 1;
  // A page past the last (a stale or hand-edited link) shows the last page, and the address says so.
  const beyondLast = products.status === 'ready' && data !== undefined && data.total > 0 && filters.page > pages;
  useEffect(() => {
    if (beyondLast) update({ page: pages }, { replace: true });
  }, [beyondLast, pages, update]);
  // A search with control characters is read without them; the address follows.
  const [params] = useSearchParams();
  const dirtyQuery = hasControlCharacters(params.get('q'));
  useEffect(() => {
    if (dirtyQuery) update({ page: filters.page }, { replace: true });
  }, [dirtyQuery, filters.page, update]);
  const reset = useCallback(
    () => update({ q: '', category: null, minPrice: DEFAULT_FILTERS.minPrice, maxPrice: DEFAULT_FILTERS.maxPrice }),
    [update],
  );

  let content;
  if (products.status === 'error') content = <ShopError error={products.error} onRetry={products.retry} onReset={reset} busy={false} />;
  else if (!data || beyondLast) content = <ProductGridSkeleton />;
  else if (data.total === 0) content = <ShopEmpty onReset={reset} />;
  else
    content = (
      <>
        <ProductGrid products={data.items} />
        <ShopPagination
          page={filters.page}
          pages={pages}
          hrefOf={(page) => searchOf({ ...filters, page })}
          onPage={() => window.scrollTo({ top: 0 })}
        />
      </>
    );

  return (
    <div className="shop hm-container">
      <header className="shop__header">
        <PageHead title={t('list.title')} description={t('list.intro')} />
        <h1>{t('list.title')}</h1>
        <p className="shop__intro">{t('list.intro')}</p>
      </header>
      <div className="shop__toolbar">
        <ShopSearch value={filters.q} onSearch={(q, options) => update({ q }, options)} />
        <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
      </div>
      <CategoryTabs categories={data?.categories} selected={filters.category} hrefOf={(category) => searchOf({ ...filters, category, page: 1 })} />
      <div className="shop__layout">
        <aside className="shop__filters">
          <PriceRange min={filters.minPrice} max={filters.maxPrice} onChange={(range) => update(range, { replace: true })} />
        </aside>
        <section className="shop__results" aria-labelledby="shop-results-count" aria-busy={products.status === 'loading'}>
          <p id="shop-results-count" className="shop__count" aria-live="polite">
            {products.status === 'loading' && !data ? t('list.loading') : data ? t('list.resultCount', { count: data.total }) : ''}
          </p>
          {content}
        </section>
      </div>
      <RecentlyViewedCarousel />
    </div>
  );
}
