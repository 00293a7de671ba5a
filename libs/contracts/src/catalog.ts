// zod/mini: the product list is on the home page's first load (see language.ts). The product page's schemas are in
// product-detail.ts, the list's query (the api's) in catalog-query.ts, the printable catalogue in
// printable-catalogue.ts: a module's schemas are all built when it loads, and zod/mini comes through federation,
// so the bundler cannot drop an unused one within a module. The plain functions (images, pack weights) are in
// catalog-helpers.ts, so a page that only shows a product's image builds none of these.
import * as z from 'zod/mini';
import { SHOP_DEFAULT_PRICE_MAX_TL } from './constants';

export const SORT_OPTIONS = ['featured', 'price-low', 'price-high', 'newest', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const DEFAULT_PRICE_RANGE = { min: 0, max: SHOP_DEFAULT_PRICE_MAX_TL } as const;

/**
 * A product as a list card shows it, in the language asked for. What is false, null or the same as another
 * field is left out, so a page of 12 stays under 3 kB: `comparePrice` only when set, `variant` only for a product
 * with variants, `imageAlt` only when it differs from the name, the flags only when true, `rating` only once
 * reviewed. Prices in kuruş; `price` is what the card shows (the first variant's, else the base price).
 */
export const productListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  subtitle: z.optional(z.string()),
  /** The short description (the home page's featured cards show it). */
  description: z.optional(z.string()),
  price: z.int(),
  comparePrice: z.optional(z.int()),
  /** The first variant's name (the one a list's add-to-cart puts in the cart). */
  variant: z.optional(z.string()),
  /** Grams; only where the variant's name does not give it ('250g', '1kg': see `packWeightGrams`). */
  weight: z.optional(z.int()),
  /** The primary image, relative to the product illustrations' folder when it lies there: see `mediaUrl`. */
  image: z.optional(z.string()),
  imageAlt: z.optional(z.string()),
  /** Two colours of the featured cards' background. */
  colors: z.optional(z.array(z.string())),
  soldOut: z.optional(z.literal(true)),
  newProduct: z.optional(z.literal(true)),
  bestseller: z.optional(z.literal(true)),
  rating: z.optional(z.number()),
  reviewCount: z.optional(z.int()),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

const categoryTabSchema = z.object({ slug: z.string(), name: z.string(), count: z.int() });

/**
 * A shop tab: a category in the asked language and how many matching products it holds, its own and its
 * children's; a top-level category lists its children (the tabs after it).
 */
export const categoryCountSchema = z.extend(categoryTabSchema, { children: z.optional(z.array(categoryTabSchema)) });
export type CategoryCount = z.infer<typeof categoryCountSchema>;

/** `GET /api/products`: a page of cards in one language, the total and the count per category. */
export const productListResponseSchema = z.object({
  items: z.array(productListItemSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** Count per category for the shop tabs, over the same search and price filters, in tree order. */
  categories: z.array(categoryCountSchema),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
