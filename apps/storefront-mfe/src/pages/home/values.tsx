import { useTranslation } from '@harman/i18n';
import { Icon } from '@harman/ui';

const VALUES = [
  { key: 'sustainability', icon: 'leaf' },
  { key: 'traceability', icon: 'compass' },
  { key: 'quality', icon: 'star' },
] as const;

export function Values() {
  const { t } = useTranslation('storefront');
  return (
    <section className="values hm-container" aria-labelledby="values-title">
      <h2 id="values-title" className="hm-visually-hidden">{t('values.title')}</h2>
      <ul className="values__list">
        {VALUES.map((value) => (
          <li key={value.key} className="values__item">
            <span className="values__icon"><Icon name={value.icon} size={32} /></span>
            <h3>{t(`values.${value.key}.title`)}</h3>
            <p>{t(`values.${value.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
