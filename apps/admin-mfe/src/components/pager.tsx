import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';

/** Previous / next with the page and total, for any list with `total`, `page` and `pageSize`. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('panel');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="admin-pager" aria-label={t('shell.page', { page, pages, total })}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('shell.previous')}</Button>
      <span>{t('shell.page', { page, pages, total })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('shell.next')}</Button>
    </nav>
  );
}
