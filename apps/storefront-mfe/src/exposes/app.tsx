import { Route, Routes } from 'react-router-dom';
import { lazyPage, NotFound } from '@harman/ui';
import { registerStorefrontTranslations } from '../i18n/storefront-translations';
import { siteRoutes } from './site-routes';
import { ShopScrollMemory, shopRoutes } from './shop-routes';
import { HomePage } from '../pages/home/home-page';

registerStorefrontTranslations();

// A newsletter mail's links open these; loaded on that visit, so no other page builds their schemas.
const newsletterPages = () => import(/* webpackChunkName: "page-newsletter" */ '../pages/newsletter/newsletter-token-pages');
const newsletterConfirm = lazyPage(async () => (await newsletterPages()).NewsletterConfirmPage);
const newsletterUnsubscribe = lazyPage(async () => (await newsletterPages()).NewsletterUnsubscribePage);

/** Every storefront page, below the paths the shell hands to this remote. */
export default function StorefrontApp() {
  return (
    <div className="remote-root" data-remote="storefront" data-release={__HARMAN_RELEASE__}>
      <ShopScrollMemory />
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/newsletter/confirm" element={newsletterConfirm} />
        <Route path="/newsletter/unsubscribe" element={newsletterUnsubscribe} />
        {siteRoutes}
        {shopRoutes}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
