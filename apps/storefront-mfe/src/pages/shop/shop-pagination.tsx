import { useTranslation } from '@harman/i18n';

/** Previous / numbered / next pages, kept short around the current page on long results. */
export function ShopPagination({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('shop');
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav className="shop-pagination" aria-label={t('list.pagination')}>
      <button type="button" className="hm-button hm-button--ghost hm-button--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </button>
      <ol>
        {shown.map((n, index) => (
          <li key={n}>
            {index > 0 && n - shown[index - 1] > 1 ? <span aria-hidden="true">…</span> : null}
            <button
              type="button"
              className="shop-pagination__page"
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('list.page', { page: n })}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ol>
      <button type="button" className="hm-button hm-button--ghost hm-button--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </button>
    </nav>
  );
}
