import { useTranslation } from '@harman/i18n';
import { WholesaleForm } from '../../features/forms/wholesale-form';
import { CardGrid, cardsOf } from '../site/card-grid';
import { FormSection } from '../site/form-section';
import { PageHero } from '../site/page-hero';

/** /wholesale: benefits, the businesses we supply, and the application form. */
export function WholesalePage() {
  const { t } = useTranslation('site');
  const audience = t('wholesale.audience', { returnObjects: true }) as string[];
  return (
    <div className="site-page">
      <PageHero title={t('wholesale.title')} lead={t('wholesale.lead')} />
      <CardGrid title={t('wholesale.benefitsTitle')} items={cardsOf(t('wholesale.benefits', { returnObjects: true }))} />
      <section className="page-section hm-container" aria-labelledby="audience-title">
        <h2 id="audience-title">{t('wholesale.audienceTitle')}</h2>
        <ul className="chip-list">
          {audience.map((item) => <li key={item} className="chip">{item}</li>)}
        </ul>
      </section>
      <FormSection id="wholesale-form" title={t('wholesale.formTitle')} note={t('wholesale.consultants')}>
        <WholesaleForm />
      </FormSection>
    </div>
  );
}
