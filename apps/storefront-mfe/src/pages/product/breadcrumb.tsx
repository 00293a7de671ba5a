import { Link } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home › Shop › Category › Product; the last crumb is the current page. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation('shop');
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < trail.length - 1 ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
