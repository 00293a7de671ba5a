import { SORT_OPTIONS, type SortOption } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';

export function SortSelect({ value, onChange }: { value: SortOption; onChange: (sort: SortOption) => void }) {
  const { t } = useTranslation('shop');
  return (
    <label className="shop-sort">
      <span>{t('list.sortLabel')}</span>
      <select className="shop-sort__select" value={value} onChange={(event) => onChange(event.target.value as SortOption)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>{t(`list.sort.${option}`)}</option>
        ))}
      </select>
    </label>
  );
}
