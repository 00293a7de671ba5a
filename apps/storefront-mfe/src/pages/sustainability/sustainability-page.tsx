import { useTranslation } from '@harman/i18n';
import { CardGrid, cardsOf } from '../site/card-grid';
import { PageHero } from '../site/page-hero';

/** /sustainability: the principles we work by. */
export function SustainabilityPage() {
  const { t } = useTranslation('site');
  return (
    <div className="site-page">
      <PageHero title={t('sustainability.title')} lead={t('sustainability.lead')} />
      <CardGrid title={t('sustainability.title')} items={cardsOf(t('sustainability.principles', { returnObjects: true }))} />
    </div>
  );
}
