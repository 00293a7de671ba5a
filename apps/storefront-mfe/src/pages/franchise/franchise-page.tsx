import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';
import { FranchiseForm } from '../../features/forms/franchise-form';
import { useSectionScroll } from '../../features/scroll/use-section-scroll';
import { CardGrid, cardsOf } from '../site/card-grid';
import { FormSection } from '../site/form-section';
import { PageHero } from '../site/page-hero';

/** /franchise: benefits, the 5 steps, and the application form ('Hemen Başvur' scrolls to it). */
export function FranchisePage() {
  const { t } = useTranslation('site');
  const form = useSectionScroll();
  return (
    <div className="site-page">
      <PageHero title={t('franchise.title')} lead={t('franchise.lead')}>
        <Button size="lg" onClick={form.scroll}>{t('franchise.apply')}</Button>
        <p className="page-hero__note">{t('franchise.fee')}</p>
      </PageHero>
      <CardGrid title={t('franchise.benefitsTitle')} items={cardsOf(t('franchise.benefits', { returnObjects: true }))} />
      <CardGrid title={t('franchise.stepsTitle')} items={cardsOf(t('franchise.steps', { returnObjects: true }))} ordered />
      <FormSection id="franchise-form" title={t('franchise.formTitle')} note={t('franchise.consultants')} sectionRef={form.ref}>
        <FranchiseForm />
      </FormSection>
    </div>
  );
}
