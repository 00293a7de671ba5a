import { useEffect, useState } from 'react';
import { menuLinkSchema } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';
import { useTranslation } from '@harman/i18n';
import { Banner, PageHead, Spinner } from '@harman/ui';

/**
 * /menu: a spinner with the redirect message, then the external ordering page the api is configured with
 * (`MENU_ORDERING_URL`). A link stays in case the browser blocks the navigation.
 */
export function MenuPage() {
  const { t } = useTranslation('site');
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch('/site/menu', { schema: menuLinkSchema, signal: controller.signal })
      .then(({ url: target }) => {
        setUrl(target);
        window.location.assign(target);
      })
      .catch(() => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, []);

  if (failed) {
    return (
      <section className="hm-state">
        <PageHead title={t('menu.title')} />
        <Banner tone="error" title={t('menu.title')}><p>{t('menu.failed')}</p></Banner>
      </section>
    );
  }
  return (
    <section className="hm-state" aria-labelledby="menu-title">
      <PageHead title={t('menu.title')} />
      <h1 id="menu-title" className="hm-visually-hidden">{t('menu.title')}</h1>
      <Spinner label={t('menu.redirecting')} />
      <p className="hm-state__text" aria-hidden="true">{t('menu.redirecting')}</p>
      {url ? <a href={url}>{t('menu.manual')}</a> : null}
    </section>
  );
}
