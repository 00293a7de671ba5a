import type { ProductDetail, ProductImage, ProductSummary, ProductVariant } from '@harman/contracts';

/** A row of `productPageQuery` / `productDetailQuery` as pg returns it. */
export interface ProductSummaryRow {
  id: string;
  slug: string;
  sku: string;
  name: string;
  name_en: string;
  subtitle: string | null;
  subtitle_en: string | null;
  description: string;
  description_en: string;
  base_price: number;
  compare_price: number | null;
  currency: 'TRY';
  weight: number;
  tags: string[];
  tags_en: string[];
  colors: string[];
  featured: boolean;
  bestseller: boolean;
  new_product: boolean;
  on_sale: boolean;
  rating: number | null;
  review_count: number;
  created_at: Date;
  updated_at: Date;
  category_id: string;
  category_slug: string;
  category_name: string;
  category_name_en: string;
  stock: number;
  primary_image: ProductImage | null;
  default_variant: ProductSummary['defaultVariant'];
}

export interface ProductDetailRow extends ProductSummaryRow {
  detailed_description: string;
  detailed_description_en: string;
  variants: ProductVariant[];
  images: ProductImage[];
  inventory: ProductDetail['inventory'];
}

export function toProductSummary(row: ProductSummaryRow): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    nameEn: row.name_en,
    subtitle: row.subtitle,
    subtitleEn: row.subtitle_en,
    description: row.description,
    descriptionEn: row.description_en,
    category: { id: row.category_id, slug: row.category_slug, name: row.category_name, nameEn: row.category_name_en },
    basePrice: row.base_price,
    comparePrice: row.compare_price,
    currency: row.currency,
    weight: row.weight,
    tags: row.tags,
    tagsEn: row.tags_en,
    colors: row.colors,
    featured: row.featured,
    bestseller: row.bestseller,
    newProduct: row.new_product,
    onSale: row.on_sale,
    primaryImage: row.primary_image,
    defaultVariant: row.default_variant,
    stock: row.stock,
    rating: row.rating,
    reviewCount: row.review_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toProductDetail(row: ProductDetailRow): ProductDetail {
  return {
    ...toProductSummary(row),
    detailedDescription: row.detailed_description,
    detailedDescriptionEn: row.detailed_description_en,
    variants: row.variants,
    images: row.images,
    inventory: row.inventory,
  };
}
