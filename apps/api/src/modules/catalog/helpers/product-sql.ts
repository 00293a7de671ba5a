import type { SortOption } from '@harman/contracts';
import { containsPattern } from './search-fold';

export interface ProductFilters {
  q?: string;
  featured?: boolean;
  minPriceKurus?: number;
  maxPriceKurus?: number;
}

/** A WHERE clause with its positional parameters; more conditions append to the same parameter list. */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

/** Everything a list card needs, from `products p` joined to `categories c`. */
const SUMMARY_COLUMNS = `
  p.id, p.slug, p.sku, p.name, p.name_en, p.subtitle, p.subtitle_en, p.description, p.description_en,
  p.base_price, p.compare_price, p.currency, p.weight, p.tags, p.tags_en, p.colors,
  p.featured, p.bestseller, p.new_product, p.on_sale, p.rating_avg::float8 AS rating, p.review_count, p.created_at, p.updated_at,
  c.id AS category_id, c.slug AS category_slug, c.name AS category_name, c.name_en AS category_name_en,
  stock.total AS stock,
  primary_image.image AS primary_image,
  default_variant.variant AS default_variant`;

/** Stock, primary image and first variant per product as lateral joins: one pass, no query per product. */
const SUMMARY_LATERALS = `
  CROSS JOIN LATERAL (
    SELECT COALESCE(SUM(i.quantity), 0)::int AS total FROM inventory i WHERE i.product_id = p.id
  ) stock
  LEFT JOIN LATERAL (
    SELECT json_build_object('id', img.id, 'url', img.url, 'altText', img.alt_text,
                             'sortOrder', img.sort_order, 'isPrimary', img.is_primary) AS image
    FROM product_images img
    WHERE img.product_id = p.id
    ORDER BY img.is_primary DESC, img.sort_order, img.id
    LIMIT 1
  ) primary_image ON true
  LEFT JOIN LATERAL (
    SELECT json_build_object('name', v.name, 'nameEn', v.name_en, 'price', v.price) AS variant
    FROM product_variants v WHERE v.product_id = p.id
    ORDER BY v.sort_order, v.sku
    LIMIT 1
  ) default_variant ON true`;

const SUMMARY_JOINS = `
  JOIN categories c ON c.id = p.category_id
  ${SUMMARY_LATERALS}`;

/** `search_fold()` of names, descriptions and tags in both languages: a stored column with a trigram index. */
const SEARCHABLE = 'p.search_text';

const ORDER_BY: Record<SortOption, string> = {
  featured: 'p.featured DESC, p.bestseller DESC, p.created_at DESC, p.slug',
  'price-low': 'p.base_price ASC, p.slug',
  'price-high': 'p.base_price DESC, p.slug',
  newest: 'p.created_at DESC, p.slug',
  rating: 'p.rating_avg DESC NULLS LAST, p.review_count DESC, p.slug',
};

/** Visible products matching the search, flag and price filters (not the category: the tabs count across it). */
export function productFilter(filters: ProductFilters): SqlFragment {
  const params: unknown[] = [];
  const conditions = ['p.is_active', 'c.is_active'];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filters.q) conditions.push(`${SEARCHABLE} LIKE ${param(containsPattern(filters.q))}`);
  if (filters.featured !== undefined) conditions.push(`p.featured = ${param(filters.featured)}`);
  if (filters.minPriceKurus !== undefined) conditions.push(`p.base_price >= ${param(filters.minPriceKurus)}`);
  if (filters.maxPriceKurus !== undefined) conditions.push(`p.base_price <= ${param(filters.maxPriceKurus)}`);
  return { sql: conditions.join(' AND '), params };
}

/**
 * One page of summaries; with a category, the category and all its descendants. The page is chosen first (an
 * index walk in sort order that stops at the LIMIT), and only its rows get their stock and image.
 */
export function productPageQuery(
  filter: SqlFragment,
  options: { category?: string; sort: SortOption; limit: number; offset: number },
): SqlFragment {
  const params = [...filter.params];
  const param = (value: unknown) => `$${params.push(value)}`;
  const scope = options.category
    ? `WITH RECURSIVE scope AS (
         SELECT id FROM categories WHERE slug = ${param(options.category)} AND is_active
         UNION ALL
         SELECT child.id FROM categories child JOIN scope ON child.parent_id = scope.id WHERE child.is_active
       )`
    : '';
  const inScope = options.category ? 'AND p.category_id IN (SELECT id FROM scope)' : '';
  const sql = `${scope}
    SELECT ${SUMMARY_COLUMNS}
    FROM (
      SELECT p.* FROM products p JOIN categories c ON c.id = p.category_id
      WHERE ${filter.sql} ${inScope}
      ORDER BY ${ORDER_BY[options.sort]}
      LIMIT ${param(options.limit)} OFFSET ${param(options.offset)}
    ) p ${SUMMARY_JOINS}
    ORDER BY ${ORDER_BY[options.sort]}`;
  return { sql, params };
}

/**
 * Per active category, how many matching products sit in it or below it, plus the overall match count.
 * Categories come in tree order: each top-level category followed by its children.
 */
export function categoryCountsQuery(filter: SqlFragment): SqlFragment {
  // Matches are counted per category first, so the tree join handles a row per category, not per product.
  const sql = `
    WITH RECURSIVE tree AS (
      SELECT id AS root_id, id FROM categories WHERE is_active
      UNION ALL
      SELECT tree.root_id, child.id FROM tree JOIN categories child ON child.parent_id = tree.id WHERE child.is_active
    ), matching AS (
      SELECT p.category_id, COUNT(*)::int AS matches
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE ${filter.sql}
      GROUP BY p.category_id
    )
    SELECT cat.id, cat.slug, cat.name, cat.name_en, cat.parent_id, COALESCE(SUM(matching.matches), 0)::int AS count,
           (SELECT COALESCE(SUM(matches), 0) FROM matching)::int AS total
    FROM categories cat
    LEFT JOIN categories parent ON parent.id = cat.parent_id
    LEFT JOIN tree ON tree.root_id = cat.id
    LEFT JOIN matching ON matching.category_id = tree.id
    WHERE cat.is_active
    GROUP BY cat.id, parent.sort_order, parent.slug
    ORDER BY COALESCE(parent.sort_order, cat.sort_order), COALESCE(parent.slug, cat.slug),
             cat.parent_id NULLS FIRST, cat.sort_order, cat.slug`;
  return { sql, params: filter.params };
}

/** A product with its variants, images and inventory, by id or by slug. */
export function productDetailQuery(key: { id: string } | { slug: string }): SqlFragment {
  const where = 'id' in key ? 'p.id = $1' : 'p.slug = $1';
  const sql = `
    SELECT ${SUMMARY_COLUMNS},
      p.detailed_description, p.detailed_description_en,
      COALESCE((
        SELECT json_agg(json_build_object('id', v.id, 'name', v.name, 'nameEn', v.name_en, 'sku', v.sku,
                                          'price', v.price, 'sortOrder', v.sort_order) ORDER BY v.sort_order, v.sku)
        FROM product_variants v WHERE v.product_id = p.id
      ), '[]') AS variants,
      COALESCE((
        SELECT json_agg(json_build_object('id', img.id, 'url', img.url, 'altText', img.alt_text,
                                          'sortOrder', img.sort_order, 'isPrimary', img.is_primary)
                        ORDER BY img.sort_order, img.id)
        FROM product_images img WHERE img.product_id = p.id
      ), '[]') AS images,
      COALESCE((
        SELECT json_agg(json_build_object('id', i.id, 'sku', i.sku, 'quantity', i.quantity,
                                          'reservedQuantity', i.reserved_quantity, 'location', i.location)
                        ORDER BY i.sku, i.location)
        FROM inventory i WHERE i.product_id = p.id
      ), '[]') AS inventory
    FROM products p ${SUMMARY_JOINS}
    WHERE ${where} AND p.is_active AND c.is_active`;
  return { sql, params: ['id' in key ? key.id : key.slug] };
}
