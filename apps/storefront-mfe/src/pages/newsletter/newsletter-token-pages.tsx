import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from '@harman/i18n';
import { PageHead, Spinner } from '@harman/ui';
import { sendNewsletterToken } from '../../features/newsletter/newsletter-api';

function NewsletterTokenPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation('storefront');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [status, setStatus] = useState<'working' | 'done' | 'failed'>('working');

  useEffect(() => {
    let cancelled = false;
    sendNewsletterToken(action, token)
      .then(() => !cancelled && setStatus('done'))
      .catch(() => !cancelled && setStatus('failed'));
    return () => {
      cancelled = true;
    };
  }, [action, token]);

  const doneKey = action === 'confirm' ? 'newsletter.confirmed' : 'newsletter.unsubscribed';
  const workingKey = action === 'confirm' ? 'newsletter.confirming' : 'newsletter.unsubscribing';
  return (
    <section className="hm-state" aria-live="polite">
      <PageHead title={t('newsletter.pageTitle')} />
      {status === 'working' ? <Spinner label={t(workingKey)} /> : null}
      {status === 'done' ? <h1 className="hm-state__title">{t(doneKey)}</h1> : null}
      {/* The alert is the wrapper: a role on the h1 would take away the page's heading. */}
      {status === 'failed' ? (
        <div role="alert">
          <h1 className="hm-state__title">{t('newsletter.invalidLink')}</h1>
        </div>
      ) : null}
      {status !== 'working' ? (
        <div className="hm-state__actions">
          <Link to="/" className="hm-button hm-button--primary hm-button--md">{t('newsletter.backHome')}</Link>
        </div>
      ) : null}
    </section>
  );
}

export const NewsletterConfirmPage = () => <NewsletterTokenPage action="confirm" />;
export const NewsletterUnsubscribePage = () => <NewsletterTokenPage action="unsubscribe" />;
