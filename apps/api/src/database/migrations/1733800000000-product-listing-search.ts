import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A search reads candidates from a trigram index and must then check each one. At 100,000 products a common word
 * ('etiyopya', 1 product in 20) has 5,000 candidates; on `product_listing` each check reads a wide row (about
 * 500 bytes live, and after the rewrites a product's stock and image make, 6 rows to a page): 4,200 pages for the
 * tab counts, and the page itself walked the price index through 1,600 wide rows, read from disk once the
 * 127 MB table no longer fits the shared buffers. `product_listing_search` holds what a search reads and nothing
 * more (the category, the folded text, what the other filters test and what the sorts order by), about 260 bytes
 * a row, and is only rewritten when one of those changes (never for stock or images): the counts read 2,300
 * pages, and a search's page is sorted from the same candidates, leaving 12 lookups in `product_listing` for
 * the cards.
 *
 * It follows `product_listing` through per-statement triggers on that table, so it changes in the same
 * transaction as the listing row (and so as the product change behind it), and `rebuild_product_listing()`
 * rebuilds it too.
 */
export class ProductListingSearch1733800000000 implements MigrationInterface {
  name = 'ProductListingSearch1733800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

const UP = [
  // The copy and its index at 100,000 products outlast the api's 15 s statement limit on a busy machine; this
  // migration's transaction alone lifts it.
  `SET LOCAL statement_timeout = 0`,
  // No listing change may land between the copy and its triggers (writers wait for this transaction).
  `LOCK TABLE product_listing IN SHARE ROW EXCLUSIVE MODE`,
  `CREATE TABLE product_listing_search (
     product_id uuid PRIMARY KEY,
     category_id uuid NOT NULL,
     featured boolean NOT NULL,
     base_price integer NOT NULL,
     bestseller boolean NOT NULL,
     created_at timestamptz NOT NULL,
     slug text NOT NULL,
     rating float8,
     review_count integer NOT NULL,
     search_text text NOT NULL
   )`,
  `INSERT INTO product_listing_search (product_id, category_id, featured, base_price, bestseller, created_at, slug, rating, review_count, search_text)
   SELECT product_id, category_id, featured, base_price, bestseller, created_at, slug, rating, review_count, search_text FROM product_listing ORDER BY product_id`,
  // Built after the copy (one sort, not 100,000 inserts); only where pg_trgm exists (not in the embedded PGlite),
  // with a small pending list as on product_listing.
  `DO $$
   BEGIN
     IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
       CREATE INDEX product_listing_search_text_trgm_idx ON product_listing_search USING gin (search_text gin_trgm_ops)
         WITH (fastupdate = on, gin_pending_list_limit = 1024);
     END IF;
   END $$`,
  `CREATE FUNCTION product_listing_search_follow() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'INSERT' THEN
       INSERT INTO product_listing_search (product_id, category_id, featured, base_price, bestseller, created_at, slug, rating, review_count, search_text)
       SELECT product_id, category_id, featured, base_price, bestseller, created_at, slug, rating, review_count, search_text FROM new_rows ORDER BY product_id;
     ELSIF TG_OP = 'DELETE' THEN
       DELETE FROM product_listing_search s USING old_rows o WHERE s.product_id = o.product_id;
     ELSE
       UPDATE product_listing_search s SET
         category_id = n.category_id, featured = n.featured, base_price = n.base_price, bestseller = n.bestseller,
         created_at = n.created_at, slug = n.slug, rating = n.rating, review_count = n.review_count,
         search_text = n.search_text
       FROM new_rows n
       WHERE s.product_id = n.product_id
         AND (s.category_id, s.featured, s.base_price, s.bestseller, s.created_at, s.slug, s.rating, s.review_count, s.search_text)
             IS DISTINCT FROM
             (n.category_id, n.featured, n.base_price, n.bestseller, n.created_at, n.slug, n.rating, n.review_count, n.search_text);
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER product_listing_search_insert AFTER INSERT ON product_listing
   REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_search_follow()`,
  `CREATE TRIGGER product_listing_search_update AFTER UPDATE ON product_listing
   REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_search_follow()`,
  `CREATE TRIGGER product_listing_search_delete AFTER DELETE ON product_listing
   REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_listing_search_follow()`,
  `ANALYZE product_listing_search`,
];

const DOWN = [
  `DROP TRIGGER product_listing_search_insert ON product_listing`,
  `DROP TRIGGER product_listing_search_update ON product_listing`,
  `DROP TRIGGER product_listing_search_delete ON product_listing`,
  `DROP FUNCTION product_listing_search_follow()`,
  `DROP TABLE product_listing_search`,
];
