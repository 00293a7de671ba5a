// zod/mini, like the rest of the catalogue's contracts (catalog.ts): the product page's answer, in both languages.
import * as z from 'zod/mini';

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
