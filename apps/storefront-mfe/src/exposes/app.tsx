import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@harman/ui';
import { registerStorefrontTranslations } from '../i18n/storefront-translations';
import { siteRoutes } from './site-routes';
import { ShopScrollMemory, shopRoutes } from './shop-routes';
import { HomePage } from '../pages/home/home-page';
import { NewsletterConfirmPage, NewsletterUnsubscribePage } from '../pages/newsletter/newsletter-token-pages';

registerStorefrontTranslations();

/** Every storefront page, below the paths the shell hands to this remote. */
export default function StorefrontApp() {
  return (
    <div className="remote-root" data-remote="storefront" data-release={__HARMAN_RELEASE__}>
      <ShopScrollMemory />
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/newsletter/confirm" element={<NewsletterConfirmPage />} />
        <Route path="/newsletter/unsubscribe" element={<NewsletterUnsubscribePage />} />
        {siteRoutes}
        {shopRoutes}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
