import { Link } from 'react-router-dom';
import type { ProductListResponse } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';

type CategoryCount = ProductListResponse['categories'][number];

/**
 * 'All' and every category with how many products match the search and price (not the category: the tabs count
 * across it). A child category follows its parent. Links to the shop's URL with that category (`hrefOf`), so a
 * crawler reaches every category by following links; the current one is marked `aria-current`.
 */
export function CategoryTabs({ categories, selected, hrefOf }: { categories: readonly CategoryCount[] | undefined; selected: string | null; hrefOf: (slug: string | null) => string }) {
  const { t } = useTranslation('shop');
  if (!categories) return <div className="category-tabs category-tabs--placeholder" aria-hidden="true" />;
  const all = categories.reduce((sum, category) => sum + category.count, 0);
  const tab = (slug: string | null, label: string, count: number, child = false) => (
    <li key={slug ?? 'all'}>
      <Link
        to={{ search: hrefOf(slug) }}
        className={child ? 'category-tab category-tab--child' : 'category-tab'}
        aria-current={selected === slug ? 'page' : undefined}
      >
        {label} <span className="category-tab__count">({count})</span>
      </Link>
    </li>
  );
  return (
    <nav className="category-tabs" aria-label={t('list.categoriesLabel')}>
      <ul>
        {tab(null, t('list.all'), all)}
        {/* The names come in the page's language; a child follows its parent. */}
        {categories.flatMap((category) => [
          tab(category.slug, category.name, category.count),
          ...(category.children ?? []).map((child) => tab(child.slug, child.name, child.count, true)),
        ])}
      </ul>
    </nav>
  );
}
