// zod/mini: the product list is on the home page's first load (see language.ts).
import * as z from 'zod/mini';
import { SHOP_DEFAULT_PRICE_MAX_TL } from './constants';

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

/** A product as lists show it. Prices in kuruş. */
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

/** A shop tab: a category, its parent (children are counted in their parent too) and its matching products. */
export const categoryCountSchema = z.extend(categoryRefSchema, { parentId: z.nullable(z.string()), count: z.int() });

export const productListResponseSchema = z.object({
  items: z.array(productSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** Count per category for the shop tabs, over the same search and price filters. */
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
