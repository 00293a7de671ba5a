import type { Language } from './constants';

/**
 * A remote's head rules, published with its release as `head-rules.json` beside its `mf-manifest.json`: for
 * each of its routes, what the document server writes in the page's head before any script runs (title,
 * description, robots, breadcrumb, structured data) and which api data that needs. A team that adds a page
 * ships its head with it, without a shell release (tools/stack/page-head.mjs reads them through the registry).
 */
export type Localized = Record<Language, string>;

export interface HeadRule {
  /** A language-neutral route: '/about', '/shop/:idOrSlug', or '/dashboard/*' for a path and all below it. */
  path: string;
  title: Localized;
  description?: Localized;
  /** Pages that must not be indexed (account, cart, checkout, admin). */
  noindex?: boolean;
  /**
   * How the page is built from data: 'home' adds the roastery (Organization / CafeOrCoffeeShop); 'product'
   * reads `GET /api/products/{idOrSlug}` (404 when missing, 301 from an id to the slug URL) and adds Product.
   */
  kind?: 'page' | 'home' | 'product';
  /** The trail above this page, for BreadcrumbList (the page itself is the last item). */
  breadcrumb?: { name: Localized; path: string }[];
}

export interface HeadRules {
  version: 1;
  routes: HeadRule[];
}
