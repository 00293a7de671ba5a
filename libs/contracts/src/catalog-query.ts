// zod/mini, like the rest of the catalogue's contracts (catalog.ts). Only the api reads the query: the shop builds
// its addresses with shop-filters.ts, so this schema stays off the storefront's pages.
import * as z from 'zod/mini';
import { LANGUAGES } from './constants';
import { SORT_OPTIONS } from './catalog';

const booleanParam = z.pipe(
  z.enum(['true', 'false', '1', '0']),
  z.transform((value) => value === 'true' || value === '1'),
);

/** Query of `GET /api/products`. Prices in lira, as the shop's range filter shows them. */
export const productListQuerySchema = z.strictObject({
  // NUL cannot reach PostgreSQL text; no other control character belongs in a search either.
  q: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(100),
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      z.refine((value) => !/[\u0000-\u001F\u007F]/.test(value), { message: 'Invalid characters' }),
    ),
  ),
  category: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/))),
  featured: z.optional(booleanParam),
  minPrice: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(1_000_000))),
  maxPrice: z.optional(z.coerce.number().check(z.minimum(0), z.maximum(1_000_000))),
  sort: z._default(z.enum(SORT_OPTIONS), 'featured'),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 24),
  /** The language of the names in the answer (a list shows one). */
  lang: z._default(z.enum(LANGUAGES), 'tr'),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
