import type { ProductListResponse } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { localized } from '../../features/catalog/localized';

type CategoryCount = ProductListResponse['categories'][number];

/**
 * 'All' and every category with how many products match the search and price (not the category: the tabs count
 * across it). A child category follows its parent. Toggle buttons, as each one filters the same grid.
 */
export function CategoryTabs({ categories, selected, onSelect }: { categories: readonly CategoryCount[] | undefined; selected: string | null; onSelect: (slug: string | null) => void }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  if (!categories) return <div className="category-tabs category-tabs--placeholder" aria-hidden="true" />;
  const all = categories.filter((category) => category.parentId === null).reduce((sum, category) => sum + category.count, 0);
  const tab = (slug: string | null, label: string, count: number, child = false) => (
    <li key={slug ?? 'all'}>
      <button
        type="button"
        className={child ? 'category-tab category-tab--child' : 'category-tab'}
        aria-pressed={selected === slug}
        onClick={() => onSelect(slug)}
      >
        {label} <span className="category-tab__count">({count})</span>
      </button>
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
