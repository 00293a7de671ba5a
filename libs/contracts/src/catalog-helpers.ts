// The catalogue's plain functions, without schemas (catalog.ts): where product images are served and what a pack
// weighs. Apart, so a page that only shows a product's image or adds it to the cart builds no catalogue schema.
import type { ProductListItem } from './catalog';

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
