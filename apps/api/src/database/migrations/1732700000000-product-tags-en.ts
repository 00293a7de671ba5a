import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * English product tags. The shop shows a product's tags in the visitor's language, so `tags_en` sits beside
 * `tags`, and the stored search text folds both lists: a search for an English tag finds the product as a
 * Turkish one does.
 *
 * A generated column's expression cannot be changed in place on every PostgreSQL we run (the embedded PGlite
 * included), so the search column, its trigram index and the function behind it are dropped and made again with
 * the English tags added. Folding (`search_fold`) is unchanged.
 */
export class ProductTagsEn1732700000000 implements MigrationInterface {
  name = 'ProductTagsEn1732700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

/** As in 1732500000000-catalogue: only where pg_trgm is installed; fastupdate off for the same reason. */
const CREATE_TRIGRAM_INDEX = `DO $$
   BEGIN
     IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
       CREATE INDEX products_search_text_trgm_idx ON products USING gin (search_text gin_trgm_ops)
         WITH (fastupdate = off);
     END IF;
   END $$`;

const DROP_SEARCH = [
  `DROP INDEX IF EXISTS products_search_text_trgm_idx`,
  `ALTER TABLE products DROP COLUMN search_text`,
];

const UP = [
  `ALTER TABLE products ADD COLUMN tags_en text[] NOT NULL DEFAULT '{}'`,
  ...DROP_SEARCH,
  `DROP FUNCTION product_search_text(text, text, text, text, text[])`,
  // IMMUTABLE for the generated column, as before: over text these functions cannot change.
  `CREATE FUNCTION product_search_text(name text, name_en text, description text, description_en text, tags text[],
                                       tags_en text[])
   RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
   AS $$ SELECT search_fold(concat_ws(' ', name, name_en, description, description_en,
                                      array_to_string(tags, ' '), array_to_string(tags_en, ' '))) $$`,
  `ALTER TABLE products ADD COLUMN search_text text NOT NULL
     GENERATED ALWAYS AS (product_search_text(name, name_en, description, description_en, tags, tags_en)) STORED`,
  CREATE_TRIGRAM_INDEX,
];

const DOWN = [
  ...DROP_SEARCH,
  `DROP FUNCTION product_search_text(text, text, text, text, text[], text[])`,
  `CREATE FUNCTION product_search_text(name text, name_en text, description text, description_en text, tags text[])
   RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
   AS $$ SELECT search_fold(concat_ws(' ', name, name_en, description, description_en, array_to_string(tags, ' '))) $$`,
  `ALTER TABLE products ADD COLUMN search_text text NOT NULL
     GENERATED ALWAYS AS (product_search_text(name, name_en, description, description_en, tags)) STORED`,
  CREATE_TRIGRAM_INDEX,
  `ALTER TABLE products DROP COLUMN tags_en`,
];
