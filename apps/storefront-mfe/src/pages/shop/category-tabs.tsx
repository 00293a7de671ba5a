import { Link } from 'react-router-dom';
import type { ProductListResponse } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { localized } from '../../features/catalog/localized';

type CategoryCount = ProductListResponse['categories'][number];

/**
 * 'All' and every category with how many products match the search and price (not the category: the tabs count
 * across it). A child category follows its parent. Links to the shop's URL with that category (`hrefOf`), so a
 * crawler reaches every category by following links; the current one is marked `aria-current`.
 */
export function CategoryTabs({ categories, selected, hrefOf }: { categories: readonly CategoryCount[] | undefined; selected: string | null; hrefOf: (slug: string | null) => string }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  if (!categories) return <div className="category-tabs category-tabs--placeholder" aria-hidden="true" />;
  const all = categories.filter((category) => category.parentId === null).reduce((sum, category) => sum + category.count, 0);
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
        {categories.map((category) =>
          tab(category.slug, localized(language, category.name, category.nameEn), category.count, category.parentId !== null),
        )}
      </ul>
    </nav>
  );
}
