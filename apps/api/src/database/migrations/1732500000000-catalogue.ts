import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue at scale and reviews.
 *
 * Search: the folded search text is a stored generated column, so a search no longer folds every product's text
 * on every request, and with pg_trgm (a trusted extension: the database owner may create it) a trigram GIN index
 * serves `LIKE '%term%'`. Where the extension cannot be created (the embedded PGlite), the column alone keeps
 * search correct and the index is simply missing.
 *
 * Reviews: one per customer per product. `user_id` has no foreign key yet: the users table arrives with the
 * accounts work, which adds it. A trigger keeps `products.rating_avg` and `review_count` equal to the reviews.
 */
export class Catalogue1732500000000 implements MigrationInterface {
  name = 'Catalogue1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

const UP = [
  // The exception block runs in a subtransaction, so a refused CREATE EXTENSION does not abort the migration.
  `DO $$
   BEGIN
     CREATE EXTENSION IF NOT EXISTS pg_trgm;
   EXCEPTION WHEN OTHERS THEN
     RAISE NOTICE 'pg_trgm unavailable (%); product search runs without its trigram index', SQLERRM;
   END $$`,

  // IMMUTABLE, as a generated column needs: concat_ws and array_to_string are only STABLE in general (any
  // element type), but over text they cannot change.
  `CREATE FUNCTION product_search_text(name text, name_en text, description text, description_en text, tags text[])
   RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
   AS $$ SELECT search_fold(concat_ws(' ', name, name_en, description, description_en, array_to_string(tags, ' '))) $$`,
  `ALTER TABLE products ADD COLUMN search_text text NOT NULL
     GENERATED ALWAYS AS (product_search_text(name, name_en, description, description_en, tags)) STORED`,
  // fastupdate off: products change rarely, and a pending list of unmerged rows makes every search scan it (the
  // planner then prefers reading the whole table) until a vacuum merges it.
  `DO $$
   BEGIN
     IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
       CREATE INDEX products_search_text_trgm_idx ON products USING gin (search_text gin_trgm_ops)
         WITH (fastupdate = off);
     END IF;
   END $$`,

  // One index per sort of the shop, in the exact ORDER BY of helpers/product-sql.ts, so a page is read in order
  // and stops at its LIMIT instead of sorting every match.
  `DROP INDEX products_base_price_idx`,
  `DROP INDEX products_created_at_idx`,
  `CREATE INDEX products_price_asc_idx ON products (base_price, slug) WHERE is_active`,
  `CREATE INDEX products_price_desc_idx ON products (base_price DESC, slug) WHERE is_active`,
  `CREATE INDEX products_newest_idx ON products (created_at DESC, slug) WHERE is_active`,
  `CREATE INDEX products_featured_order_idx ON products (featured DESC, bestseller DESC, created_at DESC, slug) WHERE is_active`,
  `CREATE INDEX products_rating_idx ON products (rating_avg DESC NULLS LAST, review_count DESC, slug) WHERE is_active`,

  `ALTER TABLE inventory ADD CONSTRAINT inventory_reserved_within_stock CHECK (reserved_quantity <= quantity)`,
  `CREATE INDEX inventory_sku_idx ON inventory (sku)`,

  `CREATE TABLE reviews (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
     user_id uuid NOT NULL,
     rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
     title text,
     body text NOT NULL,
     author_name text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT reviews_product_user_key UNIQUE (product_id, user_id)
   )`,
  `CREATE INDEX reviews_product_created_at_idx ON reviews (product_id, created_at DESC, id)`,
  `CREATE INDEX reviews_user_id_idx ON reviews (user_id)`,
  `CREATE TRIGGER reviews_set_updated_at BEFORE UPDATE ON reviews
   FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,

  // Locks the product row first: concurrent reviews of one product then recompute one after the other, each
  // statement seeing the others' committed rows, so the aggregate never loses a review. NO KEY UPDATE because
  // the review insert already holds the foreign key's KEY SHARE lock on that row: FOR UPDATE would deadlock.
  `CREATE FUNCTION refresh_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     target uuid;
   BEGIN
     FOREACH target IN ARRAY ARRAY[
       CASE WHEN TG_OP <> 'INSERT' THEN OLD.product_id END,
       CASE WHEN TG_OP <> 'DELETE' THEN NEW.product_id END
     ] LOOP
       CONTINUE WHEN target IS NULL;
       PERFORM 1 FROM products WHERE id = target FOR NO KEY UPDATE;
       UPDATE products p
       SET rating_avg = stats.average, review_count = stats.total
       FROM (
         SELECT round(avg(r.rating)::numeric, 2) AS average, count(*)::int AS total
         FROM reviews r WHERE r.product_id = target
       ) stats
       WHERE p.id = target
         AND (p.rating_avg IS DISTINCT FROM stats.average OR p.review_count <> stats.total);
     END LOOP;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER reviews_refresh_product_rating AFTER INSERT OR UPDATE OF rating, product_id OR DELETE ON reviews
   FOR EACH ROW EXECUTE FUNCTION refresh_product_rating()`,
];

const DOWN = [
  `DROP TABLE reviews`,
  `DROP FUNCTION refresh_product_rating()`,
  `UPDATE products SET rating_avg = NULL, review_count = 0`,
  `DROP INDEX inventory_sku_idx`,
  `ALTER TABLE inventory DROP CONSTRAINT inventory_reserved_within_stock`,
  `DROP INDEX products_rating_idx`,
  `DROP INDEX products_featured_order_idx`,
  `DROP INDEX products_newest_idx`,
  `DROP INDEX products_price_desc_idx`,
  `DROP INDEX products_price_asc_idx`,
  `CREATE INDEX products_created_at_idx ON products (created_at DESC)`,
  `CREATE INDEX products_base_price_idx ON products (base_price)`,
  `DROP INDEX IF EXISTS products_search_text_trgm_idx`,
  `ALTER TABLE products DROP COLUMN search_text`,
  `DROP FUNCTION product_search_text(text, text, text, text, text[])`,
  // pg_trgm stays: other objects may use it by now, and it is harmless.
];
