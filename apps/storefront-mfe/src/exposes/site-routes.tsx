import type { ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { lazyPage } from '@harman/ui';

/**
 * Loads a page's code on first visit, so the home page does not carry the forms and static pages; their
 * strings (namespaces `site`, `forms`, `legal`, ~11 kB gzip) come with them.
 */
function page(load: () => Promise<ComponentType>) {
  return lazyPage(async () => {
    const [component, { registerSitePagesTranslations }] = await Promise.all([load(), import('../i18n/site-pages-translations')]);
    registerSitePagesTranslations();
    return component;
  });
}

/** The static pages, legal pages, /menu and the five forms (issue 4), as routes of the storefront remote. */
export const siteRoutes = (
  <>
    <Route path="/menu" element={page(async () => (await import('../pages/menu/menu-page')).MenuPage)} />
    <Route path="/about" element={page(async () => (await import('../pages/about/about-page')).AboutPage)} />
    <Route path="/sustainability" element={page(async () => (await import('../pages/sustainability/sustainability-page')).SustainabilityPage)} />
    <Route path="/contact" element={page(async () => (await import('../pages/contact/contact-page')).ContactPage)} />
    <Route path="/franchise" element={page(async () => (await import('../pages/franchise/franchise-page')).FranchisePage)} />
    <Route path="/coffee-school" element={page(async () => (await import('../pages/coffee-school/coffee-school-page')).CoffeeSchoolPage)} />
    <Route path="/wholesale" element={page(async () => (await import('../pages/wholesale/wholesale-page')).WholesalePage)} />
    <Route path="/careers" element={page(async () => (await import('../pages/careers/careers-page')).CareersPage)} />
    <Route path="/privacy" element={page(async () => (await import('../pages/legal/policy-page')).PrivacyPage)} />
    <Route path="/terms" element={page(async () => (await import('../pages/legal/policy-page')).TermsPage)} />
    <Route path="/cookie-policy" element={page(async () => (await import('../pages/legal/cookie-policy-page')).CookiePolicyPage)} />
  </>
);
