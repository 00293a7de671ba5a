import type { ReactElement } from 'react';
import { useTranslation } from '@harman/i18n';
import { ensureUiTranslations } from './translations';

/** 'Sayfa bulunamadı' with a link home; `homeLink` lets a router-aware caller avoid a full reload. */
export function NotFound({ homeLink }: { homeLink?: (props: { className: string; children: string }) => ReactElement }) {
  ensureUiTranslations();
  const { t } = useTranslation('ui');
  const label = t('backHome');
  return (
    <section className="hm-state" aria-labelledby="hm-not-found-title">
      <div className="hm-state__code" aria-hidden="true">404</div>
      <h1 id="hm-not-found-title" className="hm-state__title">{t('notFoundTitle')}</h1>
      <p className="hm-state__text">{t('notFoundText')}</p>
      <div className="hm-state__actions">
        {homeLink ? homeLink({ className: 'hm-button hm-button--primary hm-button--md', children: label }) : (
          <a className="hm-button hm-button--primary hm-button--md" href="/">{label}</a>
        )}
      </div>
    </section>
  );
}
