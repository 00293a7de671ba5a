import type { Language, SortOption } from '@harman/contracts';
import { containsPattern, searchesByToken } from './search-fold';
import type { SqlFragment } from './product-sql';

/**
 * The shop's list reads the `product_listing` read model (migration 1733300000000): one narrow row per sellable
 * product, kept by triggers in the transaction of every change. A page is one index walk of that table; the
 * tabs of an unsearched list come from `product_listing_counts`, a row per category, so no request counts the
 * catalogue.
 */
export interface ListingFilters {
  q?: string;
  featured?: boolean;
  minPriceKurus?: number;
  maxPriceKurus?: number;
}

/** Matches the sort indexes of the migration exactly, so a page stops at its LIMIT. */
const ORDER_BY: Record<SortOption, string> = {
  featured: 'l.featured DESC, l.bestseller DESC, l.created_at DESC, l.slug',
  'price-low': 'l.base_price, l.slug',
  'price-high': 'l.base_price DESC, l.slug',
  newest: 'l.created_at DESC, l.slug',
  rating: 'l.rating DESC NULLS LAST, l.review_count DESC, l.slug',
};

/** The card's columns in one language: whitelisted names, never user input. */
function cardColumns(lang: Language, withDescription: boolean): string {
  const en = lang === 'en';
  // English has no alt text of its own: the card uses the English name, so none is sent.
  return `l.product_id AS id, l.slug, ${en ? 'l.name_en' : 'l.name'} AS name, ${en ? 'l.subtitle_en' : 'l.subtitle'} AS subtitle,
    COALESCE(l.variant_price, l.base_price) AS price, l.compare_price, l.variant_name AS variant, l.weight,
    l.image_url AS image, ${en ? 'NULL' : 'l.image_alt'} AS image_alt, l.in_stock, l.new_product, l.bestseller,
    l.rating, l.review_count
    ${withDescription ? `, ${en ? 'l.description_en' : 'l.description'} AS description, l.colors` : ''}`;
}

/**
 * A filter on `l`, and whether it searches (then `l` may be `product_listing_search`: it has every column tested).
 * For a term `searchesByToken` accepts, `byToken` is the same filter on the token index (migration 1734000000000),
 * with the same parameters: `pattern` matches the tokens of `search_tokens`, `rest` is the other conditions on
 * `l` = `product_search_tokens`.
 */
export interface ListingFilterSql extends SqlFragment {
  searched: boolean;
  byToken?: { pattern: string; rest: string };
}

/** Listed products matching the search, flag and price filters (not the category: the tabs count across it). */
export function listingFilter(filters: ListingFilters): ListingFilterSql {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const pattern = filters.q ? param(containsPattern(filters.q)) : undefined;
  const rest: string[] = [];
  if (filters.featured !== undefined) rest.push(`l.featured = ${param(filters.featured)}`);
  if (filters.minPriceKurus !== undefined) rest.push(`l.base_price >= ${param(filters.minPriceKurus)}`);
  if (filters.maxPriceKurus !== undefined) rest.push(`l.base_price <= ${param(filters.maxPriceKurus)}`);
  const conditions = pattern ? [`l.search_text LIKE ${pattern}`, ...rest] : rest;
  return {
    sql: conditions.length ? conditions.join(' AND ') : 'true',
    params,
    searched: Boolean(filters.q),
    byToken: pattern && filters.q && searchesByToken(filters.q) ? { pattern, rest: rest.length ? rest.join(' AND ') : 'true' } : undefined,
  };
}

/** Whether the filters narrow more than the featured flag: only then must the tabs count listing rows. */
export function needsCounting(filters: ListingFilters): boolean {
  return Boolean(filters.q) || filters.minPriceKurus !== undefined || filters.maxPriceKurus !== undefined;
}

/**
 * One page of cards; with a category, the category and its active descendants. An unsearched page walks a sort
 * index of `product_listing` and stops at its LIMIT. A searched one is chosen among the trigram index's candidates
 * in the narrow `product_listing_search` (migration 1733800000000), so only its own rows read the wide table; within
 * a category, one index scan per category of its scope (migration 1733900000000), not the whole catalogue's.
 * Not from the token index (migration 1734000000000): the sort needs each candidate's row of
 * `product_listing_search` anyway, and a primary-key lookup per token match costs more than the trigram recheck of
 * rows that share pages ('etiyopya' at 100,000 products: in Tek Köken 2.8 against 2.2 ms, 2,614 against 682
 * buffers; in the whole catalogue 14 against 5.1 ms).
 */
export function listingPageQuery(
  filter: ListingFilterSql,
  options: { category?: string; sort: SortOption; limit: number; offset: number; lang: Language; withDescription: boolean },
): SqlFragment {
  const params = [...filter.params];
  const param = (value: unknown) => `$${params.push(value)}`;
  const window = () => `LIMIT ${param(options.limit)} OFFSET ${param(options.offset)}`;
  let sql: string;
  if (filter.searched) {
    const candidates = options.category
      ? `unnest(listing_category_scope(${param(options.category)})) AS scope(id) JOIN product_listing_search l ON l.category_id = scope.id`
      : 'product_listing_search l';
    sql = `SELECT ${cardColumns(options.lang, options.withDescription)}
      FROM (SELECT l.product_id FROM ${candidates} WHERE ${filter.sql}
            ORDER BY ${ORDER_BY[options.sort]} ${window()}) page
      JOIN product_listing l ON l.product_id = page.product_id
      ORDER BY ${ORDER_BY[options.sort]}`;
  } else {
    const scope = options.category
      ? `WITH RECURSIVE scope AS (
           SELECT id FROM categories WHERE slug = ${param(options.category)} AND is_active
           UNION ALL
           SELECT child.id FROM categories child JOIN scope ON child.parent_id = scope.id WHERE child.is_active
         )`
      : '';
    const inScope = options.category ? 'AND l.category_id IN (SELECT id FROM scope)' : '';
    sql = `${scope}
      SELECT ${cardColumns(options.lang, options.withDescription)}
      FROM product_listing l WHERE ${filter.sql} ${inScope}
      ORDER BY ${ORDER_BY[options.sort]}
      ${window()}`;
  }
  return { sql, params };
}

/**
 * Per active category, how many matching products sit in it or below it, plus the overall match count, in tree
 * order (each top-level category followed by its children). Without a search or price range the per-category
 * figures come from `product_listing_counts`; with one, from the matching listing rows (an index read), or for a
 * search from `product_listing_search`, which holds every column `listingFilter` tests, or for a term of one token
 * from the token index (`tokenMatching`).
 */
export function listingCountsQuery(filters: ListingFilters, filter: ListingFilterSql, lang: Language): SqlFragment {
  // A search counts from the narrow copy of what it tests (migration 1733800000000): about half the pages to read.
  const counted = filter.searched ? 'product_listing_search' : 'product_listing';
  const matching = filter.byToken
    ? tokenMatching(filter.byToken)
    : needsCounting(filters)
      ? `SELECT l.category_id, COUNT(*)::int AS matches FROM ${counted} l WHERE ${filter.sql} GROUP BY l.category_id`
      : `SELECT category_id, SUM(n)::int AS matches FROM product_listing_counts
       ${filters.featured === undefined ? '' : `WHERE featured = ${filters.featured ? 'true' : 'false'}`}
       GROUP BY category_id`;
  const sql = `
    WITH RECURSIVE tree AS (
      SELECT id AS root_id, id FROM categories WHERE is_active
      UNION ALL
      SELECT tree.root_id, child.id FROM tree JOIN categories child ON child.parent_id = tree.id WHERE child.is_active
    ), matching AS (${matching})
    SELECT cat.slug, ${lang === 'en' ? 'cat.name_en' : 'cat.name'} AS name, parent.slug AS parent,
           COALESCE(SUM(matching.matches), 0)::int AS count,
           (SELECT COALESCE(SUM(matches), 0) FROM matching)::int AS total
    FROM categories cat
    LEFT JOIN categories parent ON parent.id = cat.parent_id
    LEFT JOIN tree ON tree.root_id = cat.id
    LEFT JOIN matching ON matching.category_id = tree.id
    WHERE cat.is_active
    GROUP BY cat.id, parent.sort_order, parent.slug
    ORDER BY COALESCE(parent.sort_order, cat.sort_order), COALESCE(parent.slug, cat.slug),
             cat.parent_id NULLS FIRST, cat.sort_order, cat.slug`;
  return { sql, params: needsCounting(filters) ? filter.params : [] };
}

/**
 * Per category, the products with a token matching the term, from the token index alone. A product is counted once
 * however many of its tokens match; most terms match one token, where nothing repeats, and skipping the sort that
 * `COUNT(DISTINCT)` needs halves the counts' time ('etiyopya' at 100,000 products: 2.8 → 1.5 ms).
 */
function tokenMatching({ pattern, rest }: NonNullable<ListingFilterSql['byToken']>): string {
  const rows = `FROM term, product_search_tokens l WHERE l.token_id = ANY (term.ids) AND ${rest}`;
  return `WITH term AS (SELECT array_agg(id) AS ids FROM search_tokens WHERE token LIKE ${pattern})
    SELECT l.category_id, COUNT(*)::int AS matches ${rows} AND cardinality(term.ids) = 1 GROUP BY l.category_id
    UNION ALL
    SELECT l.category_id, COUNT(DISTINCT l.product_id)::int ${rows} AND cardinality(term.ids) > 1 GROUP BY l.category_id`;
}
