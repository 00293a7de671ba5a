import { useSyncExternalStore } from 'react';
// zod/mini: /shop shows the carousel on its first load, and the page already has zod/mini (see contracts).
import * as z from 'zod/mini';
import type { ProductSummary } from '@harman/contracts';

/** Local-storage key of the products this browser looked at, newest first. */
export const RECENTLY_VIEWED_KEY = 'harman.recentlyViewed';
const CHANGED_EVENT = 'harman:recently-viewed-changed';
/** Three pages of five in the carousel. */
export const RECENTLY_VIEWED_MAX = 15;

const entrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  name: z.string(),
  nameEn: z.string(),
  price: z.int().check(z.minimum(0)),
  comparePrice: z.nullable(z.int()),
  image: z.nullable(z.string()),
  soldOut: z.boolean(),
});
export type RecentlyViewed = z.infer<typeof entrySchema>;

const EMPTY: readonly RecentlyViewed[] = [];
let cache: { raw: string | null; entries: readonly RecentlyViewed[] } = { raw: null, entries: EMPTY };

/** Entries that fail the schema are dropped: the list is a convenience, never a reason to fail a page. */
function read(): readonly RecentlyViewed[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(RECENTLY_VIEWED_KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cache.raw) return cache.entries;
  let entries: readonly RecentlyViewed[] = EMPTY;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) entries = parsed.flatMap((entry) => {
      const result = entrySchema.safeParse(entry);
      return result.success ? [result.data] : [];
    });
  } catch {
    entries = EMPTY;
  }
  cache = { raw, entries };
  return entries;
}

/** Puts a product first in the list (once), keeping at most 15. */
export function rememberViewed(product: ProductSummary): void {
  const entry: RecentlyViewed = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    nameEn: product.nameEn,
    price: product.defaultVariant?.price ?? product.basePrice,
    comparePrice: product.comparePrice,
    image: product.primaryImage?.url ?? null,
    soldOut: product.stock <= 0,
  };
  const next = [entry, ...read().filter((item) => item.id !== entry.id)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
  } catch {
    return; // Storage full or disabled: the carousel simply does not grow.
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The list, newest first; follows other tabs too. */
export function useRecentlyViewed(): readonly RecentlyViewed[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
