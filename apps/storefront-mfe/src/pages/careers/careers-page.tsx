import { useState } from 'react';
import { CAREER_POSITIONS, CONTACT_DETAILS } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';
import { CareersForm } from '../../features/forms/careers-form';
import { useSectionScroll } from '../../features/scroll/use-section-scroll';
import { CardGrid, cardsOf } from '../site/card-grid';
import { FormSection } from '../site/form-section';
import { PageHero } from '../site/page-hero';
import { JobPosting, type OpenPosition } from './job-posting';

/** The four open positions of the spec (the 'other' choice exists only in the form). */
const OPEN_POSITIONS = CAREER_POSITIONS.filter((position): position is OpenPosition => position !== 'other');

/** /careers: hero, six benefits, company life, four open positions, the application form and a contact strip. */
export function CareersPage() {
  const { t } = useTranslation('site');
  const form = useSectionScroll();
  const positions = useSectionScroll();
  const [choice, setChoice] = useState<{ position: OpenPosition } | undefined>();
  return (
    <div className="site-page">
      <PageHero title={t('careers.title')} lead={t('careers.lead')}>
        <Button size="lg" onClick={positions.scroll}>{t('careers.openPositions')}</Button>
      </PageHero>
      <CardGrid title={t('careers.benefitsTitle')} items={cardsOf(t('careers.benefits', { returnObjects: true }))} />
      <section className="page-section hm-container" aria-labelledby="life-title">
        <h2 id="life-title">{t('careers.lifeTitle')}</h2>
        <p className="page-section__text">{t('careers.life')}</p>
      </section>
      <section ref={positions.ref} className="page-section hm-container" aria-labelledby="positions-title">
        <h2 id="positions-title">{t('careers.positionsTitle')}</h2>
        <ul className="card-grid card-grid--two">
          {OPEN_POSITIONS.map((position) => (
            <JobPosting
              key={position}
              position={position}
              onApply={() => {
                setChoice({ position });
                form.scroll();
              }}
            />
          ))}
        </ul>
      </section>
      <FormSection id="careers-form" title={t('careers.formTitle')} sectionRef={form.ref}>
        <CareersForm choice={choice} />
      </FormSection>
      <aside className="contact-strip" aria-labelledby="careers-contact-title">
        <div className="hm-container">
          <h2 id="careers-contact-title">{t('careers.contactTitle')}</h2>
          <p>{t('careers.contactText')}</p>
          <a href={`mailto:${CONTACT_DETAILS.careersEmail}`}>{CONTACT_DETAILS.careersEmail}</a>
        </div>
      </aside>
    </div>
  );
}
