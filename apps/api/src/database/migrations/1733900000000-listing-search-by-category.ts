import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A search within a category (a tab of the shop) read the trigram candidates of the whole catalogue and dropped
 * those outside the category afterwards: at 100,000 products, 'etiyopya' in Tek Köken read 2,610 pages of
 * `product_listing_search` for its 626 rows. With the category as the first column of the trigram index
 * (btree_gin), a search's page reads only the candidates of its category and that category's active
 * descendants (579 pages there); the tab counts, which need every category, use the same index by its text
 * column alone. The scope is `listing_category_scope(slug)`, one array per statement, which the page query
 * unnests so that each category in it is one index scan with a plain parameter (as a filter on the array the
 * function ran again for every candidate the index returned).
 *
 * Only where pg_trgm and btree_gin exist (not in the embedded PGlite): elsewhere the index stays as it was and
 * the same queries read it, or the table.
 */
export class ListingSearchByCategory1733900000000 implements MigrationInterface {
  name = 'ListingSearchByCategory1733900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

const UP = [
  // A trusted extension (the database owner may create it), as pg_trgm in 1732500000000-catalogue.
  `DO $$
   BEGIN
     CREATE EXTENSION IF NOT EXISTS btree_gin;
   EXCEPTION WHEN OTHERS THEN
     RAISE NOTICE 'btree_gin unavailable (%); searches keep the text-only trigram index', SQLERRM;
   END $$`,
  `DO $$
   BEGIN
     IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') AND EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'btree_gin') THEN
       CREATE INDEX product_listing_search_category_text_idx ON product_listing_search
         USING gin (category_id, search_text gin_trgm_ops) WITH (fastupdate = on, gin_pending_list_limit = 1024);
       DROP INDEX IF EXISTS product_listing_search_text_trgm_idx;
     END IF;
   END $$`,
  `CREATE FUNCTION listing_category_scope(root_slug text) RETURNS uuid[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
     WITH RECURSIVE scope AS (
       SELECT id FROM categories WHERE slug = root_slug AND is_active
       UNION ALL
       SELECT child.id FROM categories child JOIN scope ON child.parent_id = scope.id WHERE child.is_active
     )
     SELECT COALESCE(array_agg(id), '{}') FROM scope
   $$`,
];

const DOWN = [
  'DROP FUNCTION listing_category_scope(text)',
  `DO $$
   BEGIN
     IF EXISTS (SELECT 1 FROM pg_class WHERE relname = 'product_listing_search_category_text_idx') THEN
       CREATE INDEX product_listing_search_text_trgm_idx ON product_listing_search USING gin (search_text gin_trgm_ops)
         WITH (fastupdate = on, gin_pending_list_limit = 1024);
       DROP INDEX product_listing_search_category_text_idx;
     END IF;
   END $$`,
];
