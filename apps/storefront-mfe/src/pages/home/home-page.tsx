import { Hero } from './hero';
import { Values } from './values';
import { FeaturedStrip } from './featured-strip';
import { Story } from './story';
import { Testimonials } from './testimonials';
import { useTranslation } from '@harman/i18n';
import { NewsletterSignup, PageHead } from '@harman/ui';
import './home.css';

export function HomePage() {
  const { t } = useTranslation('storefront');
  return (
    <div className="home">
      <PageHead title={t('page.homeTitle')} description={t('page.homeDescription')} />
      <Hero />
      <Values />
      <FeaturedStrip />
      <Story />
      <Testimonials />
      <NewsletterSignup />
    </div>
  );
}
