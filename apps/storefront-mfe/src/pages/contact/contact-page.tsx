import { CONTACT_DETAILS } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { ContactForm } from '../../features/forms/contact-form';
import { FormSection } from '../site/form-section';
import { PageHero } from '../site/page-hero';

/** /contact: details, hours, map and social links, and the message form. */
export function ContactPage() {
  const { t } = useTranslation('site');
  return (
    <div className="site-page">
      <PageHero title={t('contact.title')} lead={t('contact.intro')} />
      <div className="hm-container contact-layout">
        <section className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t('contact.detailsTitle')}</h2>
          <dl className="contact-details__list">
            <dt>{t('contact.address')}</dt>
            <dd>{t('contact.addressValue')}</dd>
            <dt>{t('contact.phone')}</dt>
            <dd><a href={CONTACT_DETAILS.phoneHref}>{CONTACT_DETAILS.phone}</a></dd>
            <dt>{t('contact.email')}</dt>
            <dd><a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a></dd>
            <dt>{t('contact.hoursTitle')}</dt>
            <dd>{t('contact.hours')}</dd>
          </dl>
          <p className="contact-details__links">
            <a href={CONTACT_DETAILS.mapUrl} target="_blank" rel="noopener noreferrer">{t('contact.map')}</a>
            <a href={CONTACT_DETAILS.instagram} target="_blank" rel="noopener noreferrer">{t('contact.social')}</a>
          </p>
        </section>
        <FormSection id="contact-form" title={t('contact.formTitle')}>
          <ContactForm />
        </FormSection>
      </div>
    </div>
  );
}
