import { z } from 'zod';
import { SHOP_DEFAULT_PRICE_MAX_TL } from './constants';

export const SORT_OPTIONS = ['featured', 'price-low', 'price-high', 'newest', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

const booleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** Query of `GET /api/products`. Prices in lira, as the shop's range filter shows them. */
export const productListQuerySchema = z
  .object({
    // NUL cannot reach PostgreSQL text; no other control character belongs in a search either.
    q: z
      .string()
      .trim()
      .max(100)
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      .refine((value) => !/[\u0000-\u001F\u007F]/.test(value), { message: 'Invalid characters' })
      .optional(),
    category: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/)
      .optional(),
    featured: booleanParam.optional(),
    minPrice: z.coerce.number().min(0).max(1_000_000).optional(),
    maxPrice: z.coerce.number().min(0).max(1_000_000).optional(),
    sort: z.enum(SORT_OPTIONS).default('featured'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(24),
  })
  .strict();
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
  sortOrder: z.number().int(),
  isPrimary: z.boolean(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productVariantSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  sku: z.string(),
  /** Kuruş. */
  price: z.number().int(),
  sortOrder: z.number().int(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const inventorySchema = z.object({
  id: z.string(),
  sku: z.string(),
  quantity: z.number().int().min(0),
  reservedQuantity: z.number().int().min(0),
  location: z.string(),
});

/** A product as lists show it. Prices in kuruş. */
export const productSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  nameEn: z.string(),
  subtitle: z.string().nullable(),
  subtitleEn: z.string().nullable(),
  description: z.string(),
  descriptionEn: z.string(),
  category: categoryRefSchema,
  basePrice: z.number().int(),
  comparePrice: z.number().int().nullable(),
  currency: z.literal('TRY'),
  weight: z.number().int(),
  tags: z.array(z.string()),
  colors: z.array(z.string()),
  featured: z.boolean(),
  bestseller: z.boolean(),
  newProduct: z.boolean(),
  onSale: z.boolean(),
  primaryImage: productImageSchema.nullable(),
  /** The first variant (the one a list's add-to-cart puts in the cart); null for a product without variants. */
  defaultVariant: z.object({ name: z.string(), nameEn: z.string(), price: z.number().int() }).nullable(),
  stock: z.number().int(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productDetailSchema = productSummarySchema.extend({
  detailedDescription: z.string(),
  detailedDescriptionEn: z.string(),
  variants: z.array(productVariantSchema),
  images: z.array(productImageSchema),
  inventory: z.array(inventorySchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** A shop tab: a category, its parent (children are counted in their parent too) and its matching products. */
export const categoryCountSchema = categoryRefSchema.extend({ parentId: z.string().nullable(), count: z.number().int() });

export const productListResponseSchema = z.object({
  items: z.array(productSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
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
  subtitle: z.string().nullable(),
  subtitleEn: z.string().nullable(),
  basePrice: z.number().int(),
  comparePrice: z.number().int().nullable(),
  weight: z.number().int(),
  inStock: z.boolean(),
  variants: z.array(z.object({ name: z.string(), nameEn: z.string(), price: z.number().int() })),
});
export type CatalogEntry = z.infer<typeof catalogEntrySchema>;

/** `GET /api/catalog`: every active product under its own category, categories in tree order. */
export const catalogResponseSchema = z.object({
  categories: z.array(
    categoryRefSchema.extend({
      parentId: z.string().nullable(),
      description: z.string(),
      descriptionEn: z.string(),
      products: z.array(catalogEntrySchema),
    }),
  ),
});
export type CatalogResponse = z.infer<typeof catalogResponseSchema>;
