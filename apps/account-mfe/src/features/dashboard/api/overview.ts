import { z } from 'zod';
import { accountOverviewSchema, orderListSchema, type OrderListQuery } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';
import { sessionFetch } from '@harman/auth';

/** `GET /api/account/overview`: greeting name, order figures, latest orders. */
export const getOverview = () => sessionFetch('/account/overview', { schema: accountOverviewSchema });

/** `GET /api/account/orders` with the page's filters. */
export const getOrders = (query: OrderListQuery) =>
  sessionFetch(`/account/orders?${new URLSearchParams({ ...query })}`, { schema: orderListSchema });

/** Only what a recommendation card shows, so the catalogue may grow fields without breaking this page. */
const recommendationsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      nameEn: z.string(),
      basePrice: z.number().int(),
      primaryImage: z.object({ url: z.string(), altText: z.string() }).nullable(),
    }),
  ),
});
export type Recommendation = z.infer<typeof recommendationsSchema>['items'][number];

/** Two featured products of the real catalogue for the overview's recommendations. */
export const getRecommendations = () => apiFetch('/products?featured=true&pageSize=2', { schema: recommendationsSchema });
