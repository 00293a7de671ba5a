// zod/mini, as the contracts' order schemas: the dashboard's first load then needs no classic zod.
import * as z from 'zod/mini';
import { accountOverviewSchema, favouriteListSchema, orderListSchema, type Language, type OrderListQuery } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';
import { sessionFetch } from '@harman/auth';

/** `GET /api/account/overview`: greeting name, order figures, latest orders. */
export const getOverview = () => sessionFetch('/account/overview', { schema: accountOverviewSchema });

/** `GET /api/account/orders` with the page's filters. */
export const getOrders = (query: OrderListQuery) =>
  sessionFetch(`/account/orders?${new URLSearchParams({ ...query })}`, { schema: orderListSchema });

/**
 * Only what a recommendation card shows of the list's cards (in the asked language), so the catalogue may grow
 * fields without breaking this page.
 */
const recommendationsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      price: z.int(),
      weight: z.optional(z.int()),
      variant: z.optional(z.string()),
      image: z.optional(z.string()),
      imageAlt: z.optional(z.string()),
      rating: z.optional(z.number()),
    }),
  ),
});
type ListedProduct = z.infer<typeof recommendationsSchema>['items'][number];

/** A recommended product and why it is offered (spec §3: a recommendation has a rating and a reason). */
export type Recommendation = ListedProduct & { reason: 'featured' | 'newest' };

const RECOMMENDATIONS_SHOWN = 2;

/**
 * Real products the customer has not bought yet: the catalogue's featured first, then its newest, minus every
 * product of the customer's orders.
 */
export async function getRecommendations(language: Language): Promise<Recommendation[]> {
  const lang = language === 'tr' ? '' : `&lang=${language}`;
  const [featured, newest, orders] = await Promise.all([
    apiFetch(`/products?featured=true&pageSize=12${lang}`, { schema: recommendationsSchema }),
    apiFetch(`/products?sort=newest&pageSize=12${lang}`, { schema: recommendationsSchema }),
    sessionFetch('/account/orders', { schema: orderListSchema }),
  ]);
  const bought = new Set(orders.orders.flatMap((order) => order.items.map((item) => item.productId)));
  const seen = new Set<string>();
  const candidates: Recommendation[] = [
    ...featured.items.map((product) => ({ ...product, reason: 'featured' as const })),
    ...newest.items.map((product) => ({ ...product, reason: 'newest' as const })),
  ];
  return candidates
    .filter((product) => !bought.has(product.id) && !seen.has(product.id) && seen.add(product.id))
    .slice(0, RECOMMENDATIONS_SHOWN);
}

/** The account's favourites, with this browser's merged in first (the product page's heart before sign-in). */
export async function getFavouriteCount(): Promise<number> {
  let local: string[] = [];
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(BROWSER_FAVOURITES_KEY) ?? '[]');
    local = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) : [];
  } catch {
    local = [];
  }
  const { productIds } = await sessionFetch('/account/favourites/merge', { method: 'POST', body: { productIds: local }, schema: favouriteListSchema });
  try {
    window.localStorage.removeItem(BROWSER_FAVOURITES_KEY);
  } catch {
    // blocked storage: nothing was kept there either
  }
  return productIds.length;
}

/** The storefront's key for a visitor's favourites (the storefront's catalog/favourites.ts). */
const BROWSER_FAVOURITES_KEY = 'harman.favourites';
