import { Link } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { CardGrid, cardsOf } from '../site/card-grid';
import { PageHero } from '../site/page-hero';

const TEAM = ['founder', 'quality', 'academy', 'operations'] as const;

/** /about ('Hikayemiz'): story, values, mission, vision, team, and links to the shop and the franchise. */
export function AboutPage() {
  const { t } = useTranslation('site');
  const story = t('about.story', { returnObjects: true }) as string[];
  return (
    <div className="site-page">
      <PageHero title={t('about.title')} lead={t('about.lead')} />
      <section className="page-section hm-container" aria-label={t('about.title')}>
        {story.map((paragraph) => <p key={paragraph} className="page-section__text">{paragraph}</p>)}
      </section>
      <CardGrid title={t('about.valuesTitle')} items={cardsOf(t('about.values', { returnObjects: true }))} />
      <section className="page-section hm-container mission">
        <div>
          <h2>{t('about.missionTitle')}</h2>
          <p className="page-section__text">{t('about.mission')}</p>
        </div>
        <div>
          <h2>{t('about.visionTitle')}</h2>
          <p className="page-section__text">{t('about.vision')}</p>
        </div>
      </section>
      <section className="page-section hm-container" aria-labelledby="team-title">
        <h2 id="team-title">{t('about.teamTitle')}</h2>
        <ul className="card-grid">
          {TEAM.map((member) => (
            <li key={member} className="card team-card">
              <span className="team-card__avatar" aria-hidden="true">{t(`about.team.${member}.name`).charAt(0)}</span>
              <h3 className="card__title">{t(`about.team.${member}.name`)}</h3>
              <p className="card__text">{t(`about.team.${member}.role`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="page-section hm-container page-links">
        <Link className="hm-button hm-button--primary hm-button--lg" to="/shop">{t('about.shopCta')}</Link>
        <Link className="hm-button hm-button--secondary hm-button--lg" to="/franchise">{t('about.franchiseCta')}</Link>
      </section>
    </div>
  );
}
