import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A search's tab counts need every match of the whole catalogue, and a trigram match must be rechecked on the heap
 * of `product_listing_search`: at 100,000 products, 'etiyopya' (1 product in 20) read 2,600 of its 3,300 pages
 * for 4,998 matches, 6.4 ms (p95). This adds an exact inverted index of the search text's tokens, from which the
 * counts are an index-only scan of 63 pages, 1.9 ms.
 *
 * A token is a maximal run of characters other than the separators ' \t\n\r\f\v' (the same set as
 * `SEARCH_TOKEN_SEPARATOR` in helpers/search-fold.ts; not `\s`, whose meaning may follow the locale). A term with
 * no separator in it can only match inside one token, so `search_text LIKE '%term%'` holds exactly when some token
 * of the text is `LIKE '%term%'`: the same products, whichever the api reads.
 *
 * - `search_tokens`: each distinct token once, with a trigram index (where pg_trgm exists; elsewhere, as in the
 *   embedded PGlite, a term reads the whole dictionary, a narrow row per distinct word). Entries no product
 *   uses any more stay: they match nothing, and a product's old tokens are found by their text when it changes.
 * - `product_search_tokens`: one row per distinct token of each listed product, with what the tab counts test and
 *   group by in its primary key's leaf (category, featured, price), so counting a term's products reads the index
 *   alone (where the visibility map allows: vacuum). No index by product: a product's rows are found from its old
 *   search text and deleted by primary key.
 *
 * Kept by statement triggers on `product_listing_search`, so in the transaction of the product change behind it;
 * `rebuild_product_listing()` deletes and inserts the listing, and so these rows, through the same triggers.
 */
export class ListingSearchTokens1734000000000 implements MigrationInterface {
  name = 'ListingSearchTokens1734000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

/** Of an update's old or new rows (`rows`), those whose search text or counted columns the other side (`others`) lacks. */
const changedIn = (rows: string, others: string) =>
  `SELECT r FROM ${rows} r WHERE NOT EXISTS (
     SELECT 1 FROM ${others} x
     WHERE (x.product_id, x.search_text, x.category_id, x.featured, x.base_price) = (r.product_id, r.search_text, r.category_id, r.featured, r.base_price))`;

const UP = [
  // As in 1733800000000: the copy outlasts the api's statement limit at 100,000 products, and no listing change may
  // land between the copy and its triggers.
  `SET LOCAL statement_timeout = 0`,
  `LOCK TABLE product_listing_search IN SHARE ROW EXCLUSIVE MODE`,
  `CREATE FUNCTION search_text_tokens(search_text text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
     SELECT DISTINCT token FROM regexp_split_to_table(search_text, '[ \\t\\n\\r\\f\\v]+') AS token WHERE token <> ''
   $$`,
  `CREATE TABLE search_tokens (
     id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     token text NOT NULL UNIQUE
   )`,
  `CREATE TABLE product_search_tokens (
     token_id integer NOT NULL,
     product_id uuid NOT NULL,
     category_id uuid NOT NULL,
     featured boolean NOT NULL,
     base_price integer NOT NULL
   )`,
  `INSERT INTO search_tokens (token)
   SELECT DISTINCT t.token FROM product_listing_search s, search_text_tokens(s.search_text) AS t (token) ORDER BY 1`,
  // In key order, and the key built after the rows (one sort of 2 million rows at 100,000 products, not as many inserts).
  `INSERT INTO product_search_tokens (token_id, product_id, category_id, featured, base_price)
   SELECT d.id, s.product_id, s.category_id, s.featured, s.base_price
   FROM product_listing_search s, search_text_tokens(s.search_text) AS t (token), search_tokens d
   WHERE d.token = t.token ORDER BY 1, 2`,
  `ALTER TABLE product_search_tokens ADD PRIMARY KEY (token_id, product_id) INCLUDE (category_id, featured, base_price)`,
  `DO $$
   BEGIN
     IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
       CREATE INDEX search_tokens_trgm_idx ON search_tokens USING gin (token gin_trgm_ops)
         WITH (fastupdate = on, gin_pending_list_limit = 1024);
     END IF;
   END $$`,
  // An update replaces a product's rows only when its search text, category, flag or price changed (not for a
  // rating or a slug), and a statement that changed none (every stock change runs one) writes nothing. New tokens
  // are added in token order, so two writers cannot deadlock on them.
  `CREATE FUNCTION product_search_tokens_follow() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     gone product_listing_search[];
     fresh product_listing_search[];
   BEGIN
     IF TG_OP = 'INSERT' THEN
       fresh := ARRAY(SELECT n FROM new_rows n);
     ELSIF TG_OP = 'DELETE' THEN
       gone := ARRAY(SELECT o FROM old_rows o);
     ELSE
       gone := ARRAY(${changedIn('old_rows', 'new_rows')});
       fresh := ARRAY(${changedIn('new_rows', 'old_rows')});
     END IF;
     IF cardinality(gone) > 0 THEN
       DELETE FROM product_search_tokens pt
       USING unnest(gone) g, search_text_tokens(g.search_text) AS t (token), search_tokens d
       WHERE d.token = t.token AND pt.token_id = d.id AND pt.product_id = g.product_id;
     END IF;
     IF cardinality(fresh) > 0 THEN
       INSERT INTO search_tokens (token)
       SELECT DISTINCT t.token FROM unnest(fresh) f, search_text_tokens(f.search_text) AS t (token) ORDER BY 1
       ON CONFLICT (token) DO NOTHING;
       INSERT INTO product_search_tokens (token_id, product_id, category_id, featured, base_price)
       SELECT d.id, f.product_id, f.category_id, f.featured, f.base_price
       FROM unnest(fresh) f, search_text_tokens(f.search_text) AS t (token), search_tokens d
       WHERE d.token = t.token ORDER BY 1, 2;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER product_search_tokens_insert AFTER INSERT ON product_listing_search
   REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_tokens_follow()`,
  `CREATE TRIGGER product_search_tokens_update AFTER UPDATE ON product_listing_search
   REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_tokens_follow()`,
  `CREATE TRIGGER product_search_tokens_delete AFTER DELETE ON product_listing_search
   REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_tokens_follow()`,
  `ANALYZE search_tokens`,
  `ANALYZE product_search_tokens`,
];

const DOWN = [
  `DROP TRIGGER product_search_tokens_insert ON product_listing_search`,
  `DROP TRIGGER product_search_tokens_update ON product_listing_search`,
  `DROP TRIGGER product_search_tokens_delete ON product_listing_search`,
  `DROP FUNCTION product_search_tokens_follow()`,
  `DROP TABLE product_search_tokens`,
  `DROP TABLE search_tokens`,
  `DROP FUNCTION search_text_tokens(text)`,
];
