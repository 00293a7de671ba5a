// zod/mini: the product list is on the home page's first load (see language.ts).
import * as z from 'zod/mini';
import { LANGUAGES, SHOP_DEFAULT_PRICE_MAX_TL } from './constants';

export const SORT_OPTIONS = ['featured', 'price-low', 'price-high', 'newest', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

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
export const DEFAULT_PRICE_RANGE = { min: 0, max: SHOP_DEFAULT_PRICE_MAX_TL } as const;

export const categoryRefSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameEn: z.string(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const productImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  altText: z.string(),
  sortOrder: z.int(),
  isPrimary: z.boolean(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productVariantSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sku: z.string(),
  /** Kuruş. */
  price: z.int(),
  sortOrder: z.int(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const inventorySchema = z.object({
  id: z.string(),
  sku: z.string(),
  quantity: z.int().check(z.minimum(0)),
  reservedQuantity: z.int().check(z.minimum(0)),
  location: z.string(),
});

/** A product's record in both languages: the base of the detail answer. Prices in kuruş. */
export const productSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  nameEn: z.string(),
  subtitle: z.nullable(z.string()),
  subtitleEn: z.nullable(z.string()),
  description: z.string(),
  descriptionEn: z.string(),
  category: categoryRefSchema,
  basePrice: z.int(),
  comparePrice: z.nullable(z.int()),
  currency: z.literal('TRY'),
  weight: z.int(),
  tags: z.array(z.string()),
  /** The same tags in English (empty where none were written). */
  tagsEn: z.array(z.string()),
  colors: z.array(z.string()),
  featured: z.boolean(),
  bestseller: z.boolean(),
  newProduct: z.boolean(),
  onSale: z.boolean(),
  primaryImage: z.nullable(productImageSchema),
  /** The first variant (the one a list's add-to-cart puts in the cart); null for a product without variants. */
  defaultVariant: z.nullable(z.object({ name: z.string(), nameEn: z.string(), price: z.int() })),
  stock: z.int(),
  rating: z.nullable(z.number()),
  reviewCount: z.int(),
  createdAt: z.string(),
  /** When the product last changed (the sitemap's lastmod); optional for answers cached before it existed. */
  updatedAt: z.optional(z.string()),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = z.extend(productSummarySchema, {
  detailedDescription: z.string(),
  detailedDescriptionEn: z.string(),
  variants: z.array(productVariantSchema),
  images: z.array(productImageSchema),
  inventory: z.array(inventorySchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

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

const PACK = /^\s*(\d+(?:[.,]\d+)?)\s*(g|gr|kg)\s*$/i;

/** The grams a pack's name says ('250g', '1kg', '1,5 kg'); undefined for a name that is not a weight. */
export function packWeightGrams(name: string | null | undefined): number | undefined {
  const match = name ? PACK.exec(name) : null;
  if (!match) return undefined;
  const amount = Number(match[1].replace(',', '.'));
  return Math.round(match[2].toLowerCase() === 'kg' ? amount * 1000 : amount);
}

/** Where the api serves the product illustrations; list cards name an image there by its file name. */
export const MEDIA_ROOT = '/api/media/products/';

/** A list card's image as an address: relative names under the media root, anything absolute as it is. */
export function mediaUrl(image: string): string;
export function mediaUrl(image: string | undefined): string | undefined;
export function mediaUrl(image: string | undefined): string | undefined {
  if (image === undefined || image.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(image)) return image;
  return `${MEDIA_ROOT}${image}`;
}

/** The other way: an image address as a list card names it. */
export function mediaName(url: string): string {
  return url.startsWith(MEDIA_ROOT) ? url.slice(MEDIA_ROOT.length) : url;
}

/** What a list's add-to-cart weighs: the first variant's pack, else the product's own weight. */
export function listItemWeight(item: Pick<ProductListItem, 'variant' | 'weight'>): number {
  return packWeightGrams(item.variant) ?? item.weight ?? 0;
}

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

/** One product of the printable catalogue: what a price list needs, nothing more. */
export const catalogEntrySchema = z.object({
  id: z.string(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  nameEn: z.string(),
  subtitle: z.nullable(z.string()),
  subtitleEn: z.nullable(z.string()),
  basePrice: z.int(),
  comparePrice: z.nullable(z.int()),
  weight: z.int(),
  inStock: z.boolean(),
  /** When the product last changed (the sitemap's lastmod). */
  updatedAt: z.string(),
  variants: z.array(z.object({ name: z.string(), nameEn: z.string(), price: z.int() })),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

/** `GET /api/catalog`: every active product under its own category, categories in tree order. */
export const catalogResponseSchema = z.object({
  categories: z.array(
    z.extend(categoryRefSchema, {
      parentId: z.nullable(z.string()),
      description: z.string(),
      descriptionEn: z.string(),
      products: z.array(catalogEntrySchema),
    }),
  ),
});
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;
