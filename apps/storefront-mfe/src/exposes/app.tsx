import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@harman/ui';
import { registerStorefrontTranslations } from '../i18n/storefront-translations';
import { HomePage } from '../pages/home/home-page';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from '../pages/newsletter/newsletter-token-pages';

registerStorefrontTranslations();

/** Every storefront page, below the paths the shell hands to this remote. */
export default function StorefrontApp() {
  return (
    <div className="remote-root" data-remote="storefront" data-release={__HARMAN_RELEASE__}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/newsletter/confirm" element={<NewsletterConfirmPage />} />
        <Route path="/newsletter/unsubscribe" element={<NewsletterUnsubscribePage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
