import type { ReactNode } from 'react';
import { POLICIES_LAST_UPDATED } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { useSitePricing } from '../../features/pricing/use-site-pricing';
import { PageHero } from '../site/page-hero';
import { policyValues } from './policy-values';

interface PolicySection {
  title: string;
  body: string[];
}

/** A policy page: its sections (with the shared figures filled in), the update date, and optional extras. */
export function PolicyPage({ policy, children }: { policy: 'privacy' | 'terms'; children?: ReactNode }) {
  const { t } = useTranslation('legal');
  const [language] = useLanguage();
  const pricing = useSitePricing();
  const sections = t(`${policy}.sections`, { returnObjects: true, ...policyValues(language, pricing) }) as PolicySection[];
  return (
    <div className="site-page legal-page">
      <PageHero title={t(`${policy}.title`)} lead={t('updated', { date: formatDate(POLICIES_LAST_UPDATED, language) })} />
      <article className="hm-container legal-page__body">
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.body.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          </section>
        ))}
        {children}
      </article>
    </div>
  );
}

export const PrivacyPage = () => <PolicyPage policy="privacy" />;
export const TermsPage = () => <PolicyPage policy="terms" />;
