import { Link } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { ensureUiTranslations } from './translations';
import { PageHead } from './page-head';

/** 'Sayfa bulunamadı' with a link home (a router link: no reload). */
export function NotFound() {
  ensureUiTranslations();
  const { t } = useTranslation('ui');
  return (
    <section className="hm-state" aria-labelledby="hm-not-found-title">
      <PageHead title={t('notFoundTitle')} />
      {/* Not to be indexed, in the browser as in the page the document server sends with status 404. */}
      <meta name="robots" content="noindex" />
      <div className="hm-state__code" aria-hidden="true">404</div>
      <h1 id="hm-not-found-title" className="hm-state__title">{t('notFoundTitle')}</h1>
      <p className="hm-state__text">{t('notFoundText')}</p>
      <div className="hm-state__actions">
        <Link className="hm-button hm-button--primary hm-button--md" to="/">{t('backHome')}</Link>
      </div>
    </section>
  );
}
