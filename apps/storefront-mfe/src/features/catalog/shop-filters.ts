import { DEFAULT_PRICE_RANGE, SORT_OPTIONS, type Language, type SortOption } from '@harman/contracts';

/** What the shop shows, as it lives in the URL (`/shop?q=…&category=…&sort=…&min=…&max=…&page=…`). */
export interface ShopFilters {
  q: string;
  category: string | null;
  sort: SortOption;
  /** Lira, as the price range shows them. */
  minPrice: number;
  maxPrice: number;
  page: number;
}

export const SHOP_PAGE_SIZE = 20;
/** The first row on a large screen: their images load at once, with high priority (the page's largest paint). */
export const EAGER_CARDS = 5;
export const PRICE_STEP_TL = 50;

export const DEFAULT_FILTERS: ShopFilters = {
  q: '',
  category: null,
  sort: 'featured',
  minPrice: DEFAULT_PRICE_RANGE.min,
  maxPrice: DEFAULT_PRICE_RANGE.max,
  page: 1,
};

const CATEGORY = /^[a-z0-9-]{1,60}$/;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** Whether a search from the address holds control characters (the address is then rewritten without them). */
export function hasControlCharacters(value: string | null): boolean {
  return value !== null && new RegExp(CONTROL.source).test(value);
}

/** The search as typed or linked, without control characters (the api refuses them), trimmed, at most 100. */
export function cleanQuery(value: string | null): string {
  return (value ?? '').replace(CONTROL, ' ').trim().slice(0, 100).trim();
}

function wholeNumber(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,7}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * Reads the filters from a shared or typed URL. Anything invalid falls back to its default rather than
 * failing the page: a hand-edited link still shows the shop.
 */
export function readFilters(params: URLSearchParams): ShopFilters {
  const sort = params.get('sort');
  const category = params.get('category');
  let minPrice = wholeNumber(params.get('min'), DEFAULT_PRICE_RANGE.min, DEFAULT_PRICE_RANGE.max) ?? DEFAULT_FILTERS.minPrice;
  let maxPrice = wholeNumber(params.get('max'), DEFAULT_PRICE_RANGE.min, DEFAULT_PRICE_RANGE.max) ?? DEFAULT_FILTERS.maxPrice;
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: cleanQuery(params.get('q')),
    category: category && CATEGORY.test(category) ? category : null,
    sort: SORT_OPTIONS.includes(sort as SortOption) ? (sort as SortOption) : DEFAULT_FILTERS.sort,
    minPrice,
    maxPrice,
    page: wholeNumber(params.get('page'), 1, 10_000) ?? 1,
  };
}

/** The last page of a result of `total` products (1 for an empty result). */
export function lastPage(total: number): number {
  return Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE));
}

/** The URL form: defaults are left out, so the plain shop is `/shop` and links stay short. */
export function writeFilters(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.minPrice !== DEFAULT_FILTERS.minPrice) params.set('min', String(filters.minPrice));
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice) params.set('max', String(filters.maxPrice));
  if (filters.page !== 1) params.set('page', String(filters.page));
  return params;
}

/** The query of `GET /api/products` for these filters, its cards in `language` (Turkish unless asked). */
export function toProductQuery(filters: ShopFilters, language: Language): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.q) query.set('q', filters.q);
  if (filters.category) query.set('category', filters.category);
  query.set('sort', filters.sort);
  if (filters.minPrice !== DEFAULT_PRICE_RANGE.min) query.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== DEFAULT_PRICE_RANGE.max) query.set('maxPrice', String(filters.maxPrice));
  query.set('page', String(filters.page));
  query.set('pageSize', String(SHOP_PAGE_SIZE));
  if (language !== 'tr') query.set('lang', language);
  return query;
}

/** The api path (below `/api`) of the products for these filters: `/products?…`. */
export function productListPath(filters: ShopFilters, language: Language): string {
  return `/products?${toProductQuery(filters, language).toString()}`;
}
