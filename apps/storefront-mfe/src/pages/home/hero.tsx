import { Link } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';

export function Hero() {
  const { t } = useTranslation('storefront');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hm-container hero__inner">
        <p className="hero__eyebrow">{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className="hero__title">{t('hero.title')}</h1>
        <p className="hero__text">{t('hero.text')}</p>
        <div className="hero__actions">
          <a className="hm-button hm-button--primary hm-button--lg hero__primary" href="#featured">{t('hero.explore')}</a>
          <Link className="hm-button hm-button--secondary hm-button--lg hero__secondary" to="/shop">{t('hero.shopNow')}</Link>
        </div>
      </div>
    </section>
  );
}
