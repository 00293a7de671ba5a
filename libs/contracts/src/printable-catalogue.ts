// zod/mini, like the rest of the catalogue's contracts (catalog.ts): the printable catalogue's answer.
import * as z from 'zod/mini';
import { categoryRefSchema } from './product-detail';

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
