import { COOKIE_CATEGORIES, COOKIE_RETENTION_MONTHS, POLICIES_LAST_UPDATED } from '@harman/contracts';
import { formatDate, useLanguage, useTranslation } from '@harman/i18n';
import { Button } from '@harman/ui';
import { PageHero } from '../site/page-hero';
import { clearCookieConsent } from './clear-consent';

/** /cookie-policy: the categories with their retention (one source), and a reset of the stored consent. */
export function CookiePolicyPage() {
  const { t } = useTranslation('legal');
  const [language] = useLanguage();
  const retention = (months: number) =>
    months % 12 === 0 ? t('cookies.years', { count: months / 12 }) : t('cookies.months', { count: months });
  return (
    <div className="site-page legal-page">
      <PageHero title={t('cookies.title')} lead={t('updated', { date: formatDate(POLICIES_LAST_UPDATED, language) })} />
      <article className="hm-container legal-page__body">
        <p>{t('cookies.intro')}</p>
        <table className="legal-table">
          <caption>{t('cookies.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cookies.category')}</th>
              <th scope="col">{t('cookies.purpose')}</th>
              <th scope="col">{t('cookies.retention')}</th>
            </tr>
          </thead>
          <tbody>
            {COOKIE_CATEGORIES.map((category) => (
              <tr key={category}>
                <th scope="row">{t(`cookies.categories.${category}.name`)}</th>
                <td>{t(`cookies.categories.${category}.purpose`)}</td>
                <td>{retention(COOKIE_RETENTION_MONTHS[category])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <section className="legal-page__reset" aria-labelledby="cookie-reset-title">
          <h2 id="cookie-reset-title">{t('cookies.resetTitle')}</h2>
          <p>{t('cookies.resetText')}</p>
          <Button variant="secondary" onClick={() => clearCookieConsent()}>{t('cookies.reset')}</Button>
        </section>
      </article>
    </div>
  );
}
