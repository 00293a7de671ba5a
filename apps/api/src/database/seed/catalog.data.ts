import type { SeedGalleryView, SeedProduct } from './catalog.types';
import { SEED_COFFEES } from './coffees.data';
import { SEED_EQUIPMENT } from './equipment.data';

export { SEED_CATEGORIES } from './categories.data';

/** The development catalogue: 19 coffees (six featured) and 24 pieces of equipment. */
export const SEED_PRODUCTS: SeedProduct[] = [...SEED_COFFEES, ...SEED_EQUIPMENT];

/** Where the api serves a product's committed illustration (apps/api/assets/media/products). */
export function productImageUrl(slug: string): string {
  return `/api/media/products/${slug}.svg`;
}

const VIEW_ALT: Record<SeedGalleryView, string> = { beans: 'kavrulmuş çekirdekler', cup: 'demlenmiş fincan' };

/** Where the api serves one of a product's further gallery views. */
export function productGalleryUrl(slug: string, view: SeedGalleryView): string {
  return `/api/media/products/${slug}-${view}.svg`;
}

/** A product's images in gallery order: the main illustration (primary), then its further views. */
export function productImages(product: SeedProduct): { url: string; altText: string; sortOrder: number; isPrimary: boolean }[] {
  return [
    { url: productImageUrl(product.slug), altText: product.name, sortOrder: 0, isPrimary: true },
    ...(product.gallery ?? []).map((view, index) => ({
      url: productGalleryUrl(product.slug, view),
      altText: `${product.name}, ${VIEW_ALT[view]}`,
      sortOrder: index + 1,
      isPrimary: false,
    })),
  ];
}
