import { z } from 'zod';

/** One line of text staff type: trimmed, no control characters or markup brackets. */
export const adminText = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, { message: min > 0 ? 'required' : 'tooShort' })
    .max(max, { message: 'tooLong' })
    .regex(/^[^\p{Cc}<>{}]*$/u, 'invalidCharacters');

/** Several lines: newlines and tabs allowed, other control characters and markup brackets not. */
export const adminMultiline = (max: number) =>
  z
    .string()
    .max(max, { message: 'tooLong' })
    // eslint-disable-next-line no-control-regex -- control characters (but \t \n \r) are what is refused
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F<>{}]*$/u, 'invalidCharacters');

const kurus = z.int({ message: 'invalidPrice' }).min(0, { message: 'invalidPrice' }).max(100_000_000, { message: 'invalidPrice' });
const sku = z.string().trim().regex(/^[A-Z0-9][A-Z0-9-]{0,39}$/, 'invalidSku');
const tag = z.string().trim().min(1).max(40).regex(/^[^\p{Cc}<>{},]*$/u, 'invalidCharacters');

export const ADMIN_PRODUCT_STATUSES = ['active', 'hidden', 'out_of_stock'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];
export const ADMIN_PRODUCT_SORTS = ['name', '-name', 'price', '-price', 'stock', '-stock', 'updated', '-updated'] as const;

export const adminProductListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).regex(/^[^\p{Cc}]*$/u).optional(),
  category: z.string().regex(/^[a-z0-9-]{1,60}$/).optional(),
  status: z.enum(ADMIN_PRODUCT_STATUSES).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('-updated'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminProductListQuery = z.input<typeof adminProductListQuerySchema>;

export const adminVariantInputSchema = z.strictObject({
  /** An existing variant keeps its id (and its stock); a new one has none. */
  id: z.uuid().optional(),
  name: adminText(60, 1),
  nameEn: adminText(60, 1),
  sku: sku.optional(),
  price: kurus,
});

/** Create and edit form of a product. Prices in kuruş. */
export const adminProductInputSchema = z
  .strictObject({
    name: adminText(200, 1),
    nameEn: adminText(200, 1),
    subtitle: adminText(200).default(''),
    subtitleEn: adminText(200).default(''),
    description: adminMultiline(5_000).default(''),
    descriptionEn: adminMultiline(5_000).default(''),
    categoryId: z.uuid({ message: 'required' }),
    sku: sku.optional(),
    price: kurus,
    comparePrice: kurus.nullable().default(null),
    tags: z.array(tag).max(20).default([]),
    tagsEn: z.array(tag).max(20).default([]),
    featured: z.boolean().default(false),
    bestseller: z.boolean().default(false),
    newProduct: z.boolean().default(false),
    onSale: z.boolean().default(false),
    isActive: z.boolean().default(true),
    variants: z.array(adminVariantInputSchema).max(20).default([]),
  })
  .superRefine((value, context) => {
    if (value.comparePrice !== null && value.comparePrice <= value.price) {
      context.addIssue({ code: 'custom', path: ['comparePrice'], message: 'comparePriceTooLow' });
    }
    const names = value.variants.map((variant) => variant.name.toLocaleLowerCase('tr'));
    if (new Set(names).size !== names.length) context.addIssue({ code: 'custom', path: ['variants'], message: 'duplicateVariant' });
  });
export type AdminProductInput = z.input<typeof adminProductInputSchema>;
export type AdminProductValues = z.output<typeof adminProductInputSchema>;

/** `PUT /api/admin/products/:id`: the form plus the version it was loaded at. */
export const adminProductUpdateSchema = z.intersection(adminProductInputSchema, z.strictObject({ version: z.int().min(1) }));

export const adminStatusChangeSchema = z.strictObject({ isActive: z.boolean(), version: z.int().min(1) });

export const STOCK_REASONS = ['received', 'correction', 'damaged', 'returned'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const stockAdjustmentSchema = z.strictObject({
  sku,
  delta: z
    .int({ message: 'invalidQuantity' })
    .min(-100_000, { message: 'invalidQuantity' })
    .max(100_000, { message: 'invalidQuantity' })
    .refine((value) => value !== 0, { message: 'invalidQuantity' }),
  reason: z.enum(STOCK_REASONS),
  note: adminText(500).default(''),
});
export type StockAdjustment = z.input<typeof stockAdjustmentSchema>;

export const adminProductSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  slug: z.string(),
  sku: z.string(),
  category: z.object({ id: z.string(), slug: z.string(), name: z.string(), nameEn: z.string() }),
  price: z.int(),
  comparePrice: z.int().nullable(),
  stock: z.int(),
  status: z.enum(ADMIN_PRODUCT_STATUSES),
  image: z.string().nullable(),
  updatedAt: z.string(),
  version: z.int(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

export const adminProductListSchema = z.object({
  items: z.array(adminProductSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  categories: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string(), nameEn: z.string() })),
});
export type AdminProductList = z.infer<typeof adminProductListSchema>;

export const stockMovementSchema = z.object({
  id: z.string(),
  sku: z.string(),
  delta: z.int(),
  quantityAfter: z.int(),
  reason: z.string(),
  note: z.string().nullable(),
  actorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const adminProductDetailSchema = z.object({
  id: z.string(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  nameEn: z.string(),
  subtitle: z.string(),
  subtitleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  categoryId: z.string(),
  price: z.int(),
  comparePrice: z.int().nullable(),
  tags: z.array(z.string()),
  tagsEn: z.array(z.string()),
  featured: z.boolean(),
  bestseller: z.boolean(),
  newProduct: z.boolean(),
  onSale: z.boolean(),
  isActive: z.boolean(),
  version: z.int(),
  updatedAt: z.string(),
  variants: z.array(z.object({ id: z.string(), name: z.string(), nameEn: z.string(), sku: z.string(), price: z.int() })),
  /** Per SKU: on hand and reserved. */
  stock: z.array(z.object({ sku: z.string(), quantity: z.int(), reserved: z.int() })),
  images: z.array(z.object({ id: z.string(), url: z.string(), isPrimary: z.boolean(), status: z.enum(['pending', 'ready', 'failed', 'static']) })),
  movements: z.array(stockMovementSchema),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;
