import type { SeedProduct } from './catalog.types';
import { SEED_COFFEES } from './coffees.data';
import { SEED_EQUIPMENT } from './equipment.data';

export { SEED_CATEGORIES } from './categories.data';

/** The development catalogue: 19 coffees (six featured) and 24 pieces of equipment. */
export const SEED_PRODUCTS: SeedProduct[] = [...SEED_COFFEES, ...SEED_EQUIPMENT];

/** Where the api serves a product's committed illustration (apps/api/assets/media/products). */
export function productImageUrl(slug: string): string {
  return `/api/media/products/${slug}.svg`;
}
