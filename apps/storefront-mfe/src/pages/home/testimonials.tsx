import { useTranslation } from '@harman/i18n';

const PEOPLE = ['ayse', 'mehmet', 'elif'] as const;

export function Testimonials() {
  const { t } = useTranslation('storefront');
  return (
    <section className="testimonials hm-container" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="section-header">{t('testimonials.title')}</h2>
      <ul className="testimonials__list">
        {PEOPLE.map((person) => (
          <li key={person}>
            <figure className="testimonial">
              <blockquote>“{t(`testimonials.items.${person}.quote`)}”</blockquote>
              <figcaption>
                <strong>{t(`testimonials.items.${person}.name`)}</strong> · {t(`testimonials.items.${person}.place`)}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
