/** Seed data in lira as people write prices; the seeder converts to kuruş. */
export interface SeedCategory {
  slug: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  parent?: string;
  sortOrder: number;
}

export interface SeedVariant {
  name: string;
  nameEn: string;
  sku: string;
  priceTl: number;
  stock: number;
}

/** What the product illustration shows (see scripts/generate-product-media.mjs). */
export type SeedIllustration = 'bag' | 'dripper' | 'device' | 'grinder' | 'accessory';

/** Further views of a product for its gallery, after the main illustration (same script, same colours). */
export type SeedGalleryView = 'beans' | 'cup';

export interface SeedProduct {
  slug: string;
  sku: string;
  category: string;
  name: string;
  nameEn: string;
  subtitle: string | null;
  subtitleEn: string | null;
  description: string;
  descriptionEn: string;
  detailedDescription: string;
  detailedDescriptionEn: string;
  priceTl: number;
  comparePriceTl: number | null;
  weight: number;
  tags: string[];
  tagsEn: string[];
  colors: [string, string];
  featured: boolean;
  bestseller: boolean;
  newProduct: boolean;
  /** How long ago the product was added, for the "newest" sort. */
  daysAgo: number;
  illustration: SeedIllustration;
  /** Extra gallery images, in order after the main one. */
  gallery?: SeedGalleryView[];
  /** Each variant carries its own stock; a product without variants has `stock` under its own SKU. */
  variants: SeedVariant[];
  stock: number;
}
