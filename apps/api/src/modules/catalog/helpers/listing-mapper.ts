import { mediaName, packWeightGrams, type CategoryCount, type ProductListItem } from '@harman/contracts';

/** A row of `listingPageQuery` as pg returns it. */
export interface ListingRow {
  id: string;
  slug: string;
  name: string;
  subtitle: string | null;
  description?: string;
  colors?: string[];
  price: number;
  compare_price: number | null;
  variant: string | null;
  weight: number;
  image: string | null;
  image_alt: string | null;
  in_stock: boolean;
  new_product: boolean;
  bestseller: boolean;
  rating: number | null;
  review_count: number;
}

/** A row of `listingCountsQuery`. */
export interface ListingCountRow {
  slug: string;
  name: string;
  parent: string | null;
  count: number;
  total: number;
}

/** A card, leaving out what is false, null or repeats another field (see `productListItemSchema`). */
export function toListItem(row: ListingRow): ProductListItem {
  const item: ProductListItem = { id: row.id, slug: row.slug, name: row.name, price: row.price };
  if (row.subtitle) item.subtitle = row.subtitle;
  if (row.description !== undefined) item.description = row.description;
  if (row.colors !== undefined) item.colors = row.colors;
  if (row.compare_price !== null) item.comparePrice = row.compare_price;
  if (row.variant !== null) item.variant = row.variant;
  if (packWeightGrams(row.variant) === undefined) item.weight = row.weight;
  if (row.image !== null) item.image = mediaName(row.image);
  if (row.image_alt && row.image_alt !== row.name) item.imageAlt = row.image_alt;
  if (!row.in_stock) item.soldOut = true;
  if (row.new_product) item.newProduct = true;
  if (row.bestseller) item.bestseller = true;
  if (row.rating !== null && row.review_count > 0) {
    item.rating = row.rating;
    item.reviewCount = row.review_count;
  }
  return item;
}

/** The tree-ordered rows as tabs: each top-level category with its children under it. */
export function toCategoryTabs(rows: readonly ListingCountRow[]): CategoryCount[] {
  const tabs: CategoryCount[] = [];
  const bySlug = new Map<string, CategoryCount>();
  for (const row of rows) {
    const tab: CategoryCount = { slug: row.slug, name: row.name, count: row.count };
    const parent = row.parent === null ? undefined : bySlug.get(row.parent);
    if (parent) (parent.children ??= []).push(tab);
    else {
      tabs.push(tab);
      bySlug.set(tab.slug, tab);
    }
  }
  return tabs;
}
