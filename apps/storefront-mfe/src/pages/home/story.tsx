import { Link } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';

export function Story() {
  const { t } = useTranslation('storefront');
  return (
    <section className="story" aria-labelledby="story-title">
      <div className="hm-container story__inner">
        <div className="story__art" aria-hidden="true">
          <span className="story__bean" />
        </div>
        <div>
          <h2 id="story-title">{t('story.title')}</h2>
          <p>{t('story.text1')}</p>
          <p>{t('story.text2')}</p>
          <dl className="story__stats">
            <div><dt>{t('story.statYears')}</dt><dd>10+</dd></div>
            <div><dt>{t('story.statFarms')}</dt><dd>20+</dd></div>
            <div><dt>{t('story.statCups')}</dt><dd>1M+</dd></div>
          </dl>
          <Link to="/about" className="hm-button hm-button--primary hm-button--md">{t('story.cta')}</Link>
        </div>
      </div>
    </section>
  );
}
