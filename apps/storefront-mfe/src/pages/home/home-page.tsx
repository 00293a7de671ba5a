import { Hero } from './hero';
import { Values } from './values';
import { FeaturedStrip } from './featured-strip';
import { Story } from './story';
import { Testimonials } from './testimonials';
import { NewsletterSignup } from '@harman/ui';
import './home.css';

export function HomePage() {
  return (
    <div className="home">
      <Hero />
      <Values />
      <FeaturedStrip />
      <Story />
      <Testimonials />
      <NewsletterSignup />
    </div>
  );
}
