import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's listing read model: `product_listing` holds one row per sellable product (active, in an active
 * category) with exactly what the list, its filters, sorts, search and cards need, so a shop page is one
 * indexed read of one narrow table; `product_listing_counts` holds how many listed products each category has
 * (split by the featured flag), so the tabs of an unsearched list never count the catalogue.
 *
 * Kept by triggers, not by application code: a trigger runs in the transaction of whatever changed the product,
 * its variants, images, stock (the order holds and the admin's stock ledger alike), its rating (itself a
 * trigger on reviews) or its category, whichever code path or script wrote it, so the read model cannot miss a
 * writer and never commits apart from its cause. The triggers are per statement with transition tables: a bulk
 * insert of 100,000 products refreshes its rows in one pass, not one query per row.
 *
 * A refresh only writes (and so only locks) rows whose content changed: an order holding a unit of a product
 * that stays in stock touches no listing row. Changed rows are locked in product order, so two transactions
 * cannot deadlock on them. The api's page cache keeps its 10 s bound (and the admin's clear) as before; its
 * entity tags are hashes of the answers, so they change with the rows.
 *
 * `rebuild_product_listing()` (npm run listing:rebuild) recreates both tables from the catalogue.
 */
export class ProductListing1733300000000 implements MigrationInterface {
  name = 'ProductListing1733300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

/** Tables whose rows name their product in `product_id`. */
const CHILD_TABLES = ['product_variants', 'product_images', 'inventory'];

const triggersOn = (table: string, fn: string) => [
  `CREATE TRIGGER ${table}_listing_insert AFTER INSERT ON ${table}
   REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_listing_update AFTER UPDATE ON ${table}
   REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_listing_delete AFTER DELETE ON ${table}
   REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
];
const dropTriggersOn = (table: string) =>
  ['insert', 'update', 'delete'].map((event) => `DROP TRIGGER IF EXISTS ${table}_listing_${event} ON ${table}`);

/** The statement trigger of a table: the product ids its changed rows name, old and new, refreshed at once. */
const refreshFunction = (name: string, idColumn: string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT ${idColumn} FROM new_rows WHERE ${idColumn} IS NOT NULL));
    ELSIF TG_OP = 'DELETE' THEN
      PERFORM refresh_product_listing(ARRAY(SELECT DISTINCT ${idColumn} FROM old_rows WHERE ${idColumn} IS NOT NULL));
    ELSE
      PERFORM refresh_product_listing(ARRAY(
        SELECT ${idColumn} FROM old_rows WHERE ${idColumn} IS NOT NULL
        UNION SELECT ${idColumn} FROM new_rows WHERE ${idColumn} IS NOT NULL));
    END IF;
    RETURN NULL;
  END $$`;

const UP = [
  `CREATE TABLE product_listing (
     product_id uuid PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
     slug text NOT NULL,
     category_id uuid NOT NULL,
     name text NOT NULL,
     name_en text NOT NULL,
     subtitle text,
     subtitle_en text,
     description text NOT NULL,
     description_en text NOT NULL,
     base_price integer NOT NULL,
     compare_price integer,
     variant_name text,
     variant_name_en text,
     variant_price integer,
     weight integer NOT NULL,
     colors text[] NOT NULL,
     image_url text,
     image_alt text,
     featured boolean NOT NULL,
     bestseller boolean NOT NULL,
     new_product boolean NOT NULL,
     on_sale boolean NOT NULL,
     in_stock boolean NOT NULL,
     rating float8,
     review_count integer NOT NULL,
     created_at timestamptz NOT NULL,
     updated_at timestamptz NOT NULL,
     search_text text NOT NULL
   ) WITH (fillfactor = 80)`,
  // One index per sort, in the exact ORDER BY of helpers/listing-sql.ts: a page is read in order and stops at
  // its LIMIT. The category and featured filters ride on these walks or on their own index.
  `CREATE INDEX product_listing_featured_order_idx ON product_listing (featured DESC, bestseller DESC, created_at DESC, slug)`,
  `CREATE INDEX product_listing_price_idx ON product_listing (base_price, slug)`,
  `CREATE INDEX product_listing_price_desc_idx ON product_listing (base_price DESC, slug)`,
  `CREATE INDEX product_listing_newest_idx ON product_listing (created_at DESC, slug)`,
  `CREATE INDEX product_listing_rating_idx ON product_listing (rating DESC NULLS LAST, review_count DESC, slug)`,
  `CREATE INDEX product_listing_category_idx ON product_listing (category_id, base_price)`,
  `CREATE INDEX product_listing_featured_idx ON product_listing (created_at DESC, slug) WHERE featured`,
  // As on products, only where pg_trgm exists (not in the embedded PGlite). Unlike there, with a small pending
  // list: inserting 10,000 rows entry by entry took 23 s here, through the list 1.4 s, and a search scans at most
  // 1 MB of pending entries until the next merge (a vacuum, or the list filling up). The fill factor leaves room
  // on each page, so a stock or image change (no indexed column) is a HOT update that touches no index.
  `DO $$
   BEGIN
     IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
       CREATE INDEX product_listing_search_trgm_idx ON product_listing USING gin (search_text gin_trgm_ops)
         WITH (fastupdate = on, gin_pending_list_limit = 1024);
     END IF;
   END $$`,

  `CREATE TABLE product_listing_counts (
     category_id uuid NOT NULL,
     featured boolean NOT NULL,
     n integer NOT NULL,
     PRIMARY KEY (category_id, featured)
   )`,

  // What the listing row of each given product is now; no row for a product that is not sellable. The search
  // text folds names, subtitles (the tasting notes), descriptions and tags in both languages.
  `CREATE FUNCTION product_listing_source(ids uuid[]) RETURNS SETOF product_listing LANGUAGE sql STABLE AS $$
     SELECT p.id, p.slug, p.category_id, p.name, p.name_en, p.subtitle, p.subtitle_en, p.description,
            p.description_en, p.base_price, p.compare_price, v.name, v.name_en, v.price, p.weight, p.colors,
            img.url, img.alt_text, p.featured, p.bestseller, p.new_product, p.on_sale,
            COALESCE((SELECT SUM(i.quantity - i.reserved_quantity) FROM inventory i WHERE i.product_id = p.id), 0) > 0,
            p.rating_avg::float8, p.review_count, p.created_at, p.updated_at,
            search_fold(concat_ws(' ', p.name, p.name_en, p.subtitle, p.subtitle_en, p.description, p.description_en,
                                  array_to_string(p.tags, ' '), array_to_string(p.tags_en, ' ')))
     FROM unnest(ids) AS wanted (id)
     JOIN products p ON p.id = wanted.id
     JOIN categories c ON c.id = p.category_id
     LEFT JOIN LATERAL (
       SELECT v.name, v.name_en, v.price FROM product_variants v WHERE v.product_id = p.id
       ORDER BY v.sort_order, v.sku LIMIT 1
     ) v ON true
     LEFT JOIN LATERAL (
       SELECT img.url, img.alt_text FROM product_images img WHERE img.product_id = p.id
       ORDER BY img.is_primary DESC, img.sort_order, img.id LIMIT 1
     ) img ON true
     WHERE p.is_active AND c.is_active
   $$`,

  `CREATE FUNCTION refresh_product_listing(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
   DECLARE
     fresh product_listing[];
   BEGIN
     IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
     fresh := ARRAY(SELECT s FROM product_listing_source(ids) s);
     -- Lock what will change or go, in product order, then change it; rows that stay as they are are not touched.
     PERFORM 1 FROM product_listing l
       WHERE l.product_id = ANY (ARRAY(
         SELECT l2.product_id FROM product_listing l2
         JOIN unnest(ids) AS wanted (id) ON wanted.id = l2.product_id
         LEFT JOIN unnest(fresh) f ON f.product_id = l2.product_id
         WHERE f.product_id IS NULL OR (l2.*) IS DISTINCT FROM (f.*)))
       ORDER BY l.product_id FOR NO KEY UPDATE;
     DELETE FROM product_listing l USING unnest(ids) AS gone (id)
       WHERE l.product_id = gone.id AND NOT EXISTS (SELECT 1 FROM unnest(fresh) f WHERE f.product_id = l.product_id);
     UPDATE product_listing l SET
       slug = f.slug, category_id = f.category_id, name = f.name, name_en = f.name_en, subtitle = f.subtitle,
       subtitle_en = f.subtitle_en, description = f.description, description_en = f.description_en,
       base_price = f.base_price, compare_price = f.compare_price, variant_name = f.variant_name,
       variant_name_en = f.variant_name_en, variant_price = f.variant_price, weight = f.weight, colors = f.colors,
       image_url = f.image_url, image_alt = f.image_alt, featured = f.featured, bestseller = f.bestseller,
       new_product = f.new_product, on_sale = f.on_sale, in_stock = f.in_stock, rating = f.rating,
       review_count = f.review_count, created_at = f.created_at, updated_at = f.updated_at,
       search_text = f.search_text
     FROM unnest(fresh) f
     WHERE l.product_id = f.product_id AND (l.*) IS DISTINCT FROM (f.*);
     INSERT INTO product_listing SELECT * FROM unnest(fresh) f ORDER BY f.product_id ON CONFLICT (product_id) DO NOTHING;
   END $$`,

  refreshFunction('product_listing_from_products', 'id'),
  refreshFunction('product_listing_from_children', 'product_id'),
  ...triggersOn('products', 'product_listing_from_products'),
  ...CHILD_TABLES.flatMap((table) => triggersOn(table, 'product_listing_from_children')),

  // A category's name, activity or place changes which of its products (and its descendants' products) are
  // sellable; it has no column the listing copies, but its products' rows come and go with it.
  `CREATE FUNCTION product_listing_from_categories() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     PERFORM refresh_product_listing(ARRAY(
       WITH RECURSIVE touched AS (
         SELECT id FROM old_rows UNION SELECT id FROM new_rows
         UNION
         SELECT child.id FROM categories child JOIN touched ON child.parent_id = touched.id
       )
       SELECT p.id FROM products p JOIN touched ON touched.id = p.category_id));
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER categories_listing_update AFTER UPDATE ON categories
   REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_from_categories()`,

  // The counts follow the listing's rows; a statement that moves no row between (category, featured) buckets
  // (a stock or price change) writes no count row.
  `CREATE FUNCTION product_listing_count() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       INSERT INTO product_listing_counts AS c (category_id, featured, n)
       SELECT category_id, featured, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
       ON CONFLICT (category_id, featured) DO UPDATE SET n = c.n + EXCLUDED.n;
     ELSIF TG_OP = 'DELETE' THEN
       UPDATE product_listing_counts c SET n = c.n - gone.total
       FROM (SELECT category_id, featured, count(*) AS total FROM old_rows GROUP BY 1, 2) gone
       WHERE c.category_id = gone.category_id AND c.featured = gone.featured;
     ELSE
       INSERT INTO product_listing_counts AS c (category_id, featured, n)
       SELECT category_id, featured, sum(delta) FROM (
         SELECT category_id, featured, 1 AS delta FROM new_rows
         UNION ALL SELECT category_id, featured, -1 FROM old_rows
       ) moves GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
       ON CONFLICT (category_id, featured) DO UPDATE SET n = c.n + EXCLUDED.n;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER product_listing_count_insert AFTER INSERT ON product_listing
   REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_count()`,
  `CREATE TRIGGER product_listing_count_update AFTER UPDATE ON product_listing
   REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_count()`,
  `CREATE TRIGGER product_listing_count_delete AFTER DELETE ON product_listing
   REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_count()`,

  // From scratch: empty both tables, fill them from the catalogue in one pass.
  `CREATE FUNCTION rebuild_product_listing() RETURNS integer LANGUAGE plpgsql AS $$
   DECLARE
     total integer;
   BEGIN
     LOCK TABLE product_listing IN EXCLUSIVE MODE;
     DELETE FROM product_listing;
     DELETE FROM product_listing_counts;
     INSERT INTO product_listing SELECT * FROM product_listing_source(ARRAY(SELECT id FROM products)) ORDER BY product_id;
     DELETE FROM product_listing_counts WHERE n = 0;
     SELECT count(*) INTO total FROM product_listing;
     RETURN total;
   END $$`,
  `SELECT rebuild_product_listing()`,
];

const DOWN = [
  ...['products', ...CHILD_TABLES].flatMap(dropTriggersOn),
  `DROP TRIGGER categories_listing_update ON categories`,
  `DROP FUNCTION product_listing_from_categories()`,
  `DROP FUNCTION product_listing_from_children()`,
  `DROP FUNCTION product_listing_from_products()`,
  `DROP FUNCTION rebuild_product_listing()`,
  `DROP FUNCTION refresh_product_listing(uuid[])`,
  `DROP FUNCTION product_listing_source(uuid[])`,
  `DROP TABLE product_listing_counts`,
  `DROP TABLE product_listing`,
  `DROP FUNCTION product_listing_count()`,
];
