import { useState } from 'react';
import { ACADEMY_COURSE_HOURS, ACADEMY_WORKSHOPS, type AcademyCourse } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';
import { AcademyForm } from '../../features/forms/academy-form';
import { useSectionScroll } from '../../features/scroll/use-section-scroll';
import { FormSection } from '../site/form-section';
import { PageHero } from '../site/page-hero';

const COURSES = Object.entries(ACADEMY_COURSE_HOURS) as [Exclude<AcademyCourse, 'workshop'>, number][];

/** /coffee-school: six courses with their hours, three workshop types, and the application form. */
export function CoffeeSchoolPage() {
  const { t } = useTranslation('site');
  const form = useSectionScroll();
  // A new object per choice, so choosing the same course again still preselects it.
  const [choice, setChoice] = useState<{ course: AcademyCourse } | undefined>();
  const choose = (course: AcademyCourse) => {
    setChoice({ course });
    form.scroll();
  };
  return (
    <div className="site-page">
      <PageHero title={t('coffeeSchool.title')} lead={t('coffeeSchool.lead')} />
      <section className="page-section hm-container" aria-labelledby="courses-title">
        <h2 id="courses-title">{t('coffeeSchool.coursesTitle')}</h2>
        <ul className="card-grid">
          {COURSES.map(([id, hours]) => (
            <li key={id} className="card card--action">
              <p className="card__badge">{t('coffeeSchool.hours', { hours })}</p>
              <h3 className="card__title">{t(`coffeeSchool.courseNames.${id}`)}</h3>
              <p className="card__text">{t(`coffeeSchool.courses.${id}`)}</p>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('coffeeSchool.applyForAria', { course: t(`coffeeSchool.courseNames.${id}`) })}
                onClick={() => choose(id)}
              >
                {t('coffeeSchool.applyFor')}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section className="page-section hm-container" aria-labelledby="workshops-title">
        <h2 id="workshops-title">{t('coffeeSchool.workshopsTitle')}</h2>
        <ul className="card-grid card-grid--three">
          {ACADEMY_WORKSHOPS.map((workshop) => (
            <li key={workshop.id} className="card">
              <h3 className="card__title">{t(`coffeeSchool.workshops.${workshop.id}.title`)}</h3>
              <p className="card__text">{t(`coffeeSchool.workshops.${workshop.id}.text`)}</p>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => choose('workshop')}>{t('coffeeSchool.workshopApply')}</Button>
      </section>
      <FormSection id="academy-form" title={t('coffeeSchool.formTitle')} note={t('coffeeSchool.consultants')} sectionRef={form.ref}>
        <AcademyForm choice={choice} />
      </FormSection>
    </div>
  );
}
