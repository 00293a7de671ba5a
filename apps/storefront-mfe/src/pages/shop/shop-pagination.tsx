import { Link } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';

/**
 * Previous / numbered / next pages, kept short around the current page on long results. Links to each page's
 * URL (`hrefOf`), so a crawler reaches every product by following links; an end that goes nowhere is marked
 * disabled.
 */
export function ShopPagination({ page, pages, hrefOf, onPage }: { page: number; pages: number; hrefOf: (page: number) => string; onPage?: () => void }) {
  const { t } = useTranslation('shop');
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const end = (target: number, enabled: boolean, label: string) =>
    enabled ? (
      <Link className="hm-button hm-button--ghost hm-button--sm" to={{ search: hrefOf(target) }} onClick={onPage}>
        {label}
      </Link>
    ) : (
      <a className="hm-button hm-button--ghost hm-button--sm shop-pagination__end--disabled" role="link" aria-disabled="true">
        {label}
      </a>
    );
  return (
    <nav className="shop-pagination" aria-label={t('list.pagination')}>
      {end(page - 1, page > 1, t('list.previous'))}
      <ol>
        {shown.map((n, index) => (
          <li key={n}>
            {index > 0 && n - shown[index - 1] > 1 ? <span aria-hidden="true">…</span> : null}
            <Link
              to={{ search: hrefOf(n) }}
              className="shop-pagination__page"
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('list.page', { page: n })}
              onClick={onPage}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {end(page + 1, page < pages, t('list.next'))}
    </nav>
  );
}
