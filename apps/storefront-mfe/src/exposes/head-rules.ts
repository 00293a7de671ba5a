import type { HeadRule, HeadRules, Localized } from '@harman/contracts';
import { checkoutTranslations } from '../i18n/checkout-translations';
import { legalTranslations } from '../i18n/legal-translations';
import { servicesTranslations } from '../i18n/services-translations';
import { shopTranslations } from '../i18n/shop-translations';
import { siteTranslations } from '../i18n/site-translations';
import { storefrontTranslations } from '../i18n/storefront-translations';

/**
 * The storefront's pages' heads for the document server, from the same strings the pages render with
 * (PageHead). Built into `head-rules.json` with each release (tools/rsbuild/head-rules.ts).
 */
function both<T>(strings: { tr: T; en: T }, pick: (s: T) => string): Localized {
  return { tr: pick(strings.tr), en: pick(strings.en) };
}

const shop = (pick: (s: typeof shopTranslations.tr) => string) => both(shopTranslations, pick);
const site = (pick: (s: typeof siteTranslations.tr) => string) => both(siteTranslations, pick);
const services = (pick: (s: typeof servicesTranslations.tr) => string) => both(servicesTranslations, pick);
const legal = (pick: (s: typeof legalTranslations.tr) => string) => both(legalTranslations, pick);
const checkout = (pick: (s: typeof checkoutTranslations.tr) => string) => both(checkoutTranslations, pick);
const home = (pick: (s: typeof storefrontTranslations.tr) => string) => both(storefrontTranslations, pick);

const HOME_CRUMB = { name: shop((s) => s.breadcrumb.home), path: '/' };
const SHOP_CRUMB = { name: shop((s) => s.breadcrumb.shop), path: '/shop' };

const routes: HeadRule[] = [
  { path: '/', kind: 'home', title: home((s) => s.page.homeTitle), description: home((s) => s.page.homeDescription) },
  { path: '/shop', title: shop((s) => s.list.title), description: shop((s) => s.list.intro), breadcrumb: [HOME_CRUMB] },
  { path: '/shop/:idOrSlug', kind: 'product', title: shop((s) => s.product.notFoundTitle), breadcrumb: [HOME_CRUMB, SHOP_CRUMB] },
  { path: '/catalog', title: shop((s) => s.catalog.title), description: shop((s) => s.catalog.intro) },
  { path: '/cart', title: shop((s) => s.cart.title), noindex: true },
  { path: '/checkout', title: checkout((s) => s.title), noindex: true },
  { path: '/checkout/confirmation/:orderNumber', title: checkout((s) => s.confirmation.pageTitle), noindex: true },
  { path: '/orders/view/:token', title: checkout((s) => s.order.pageTitle), noindex: true },
  { path: '/menu', title: site((s) => s.menu.title), noindex: true },
  { path: '/about', title: site((s) => s.about.title), description: site((s) => s.about.lead) },
  { path: '/sustainability', title: site((s) => s.sustainability.title), description: site((s) => s.sustainability.lead) },
  { path: '/contact', title: site((s) => s.contact.title), description: site((s) => s.contact.intro) },
  { path: '/franchise', title: services((s) => s.franchise.title), description: services((s) => s.franchise.lead) },
  { path: '/coffee-school', title: services((s) => s.coffeeSchool.title), description: services((s) => s.coffeeSchool.lead) },
  { path: '/wholesale', title: services((s) => s.wholesale.title), description: services((s) => s.wholesale.lead) },
  { path: '/careers', title: services((s) => s.careers.title), description: services((s) => s.careers.lead) },
  { path: '/privacy', title: legal((s) => s.privacy.title) },
  { path: '/terms', title: legal((s) => s.terms.title) },
  { path: '/cookie-policy', title: legal((s) => s.cookies.title), description: legal((s) => s.cookies.intro) },
  { path: '/newsletter/confirm', title: home((s) => s.newsletter.pageTitle), noindex: true },
  { path: '/newsletter/unsubscribe', title: home((s) => s.newsletter.pageTitle), noindex: true },
];

export const STOREFRONT_HEAD_RULES: HeadRules = { version: 1, routes };
