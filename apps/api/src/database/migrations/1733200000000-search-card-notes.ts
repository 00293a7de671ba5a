import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shop's search finds the tasting notes printed on the cards: the subtitle in both languages joins the stored
 * search text ('ıhlamur', 'şeker', 'çikolata' found nothing before). As in 1732700000000-product-tags-en, the
 * generated column, its trigram index and the function behind it are dropped and made again, so every search
 * still goes through the index. Folding (`search_fold`) is unchanged.
 */
export class SearchCardNotes1733200000000 implements MigrationInterface {
  name = 'SearchCardNotes1733200000000';

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
  ...DROP_SEARCH,
  // A function of its own: the previous one stays (unused), so the earlier migrations still go down and up.
  // IMMUTABLE for the generated column, as before: over text these functions cannot change.
  `CREATE FUNCTION product_card_search_text(name text, name_en text, subtitle text, subtitle_en text, description text,
                                       description_en text, tags text[], tags_en text[])
   RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
   AS $$ SELECT search_fold(concat_ws(' ', name, name_en, subtitle, subtitle_en, description, description_en,
                                      array_to_string(tags, ' '), array_to_string(tags_en, ' '))) $$`,
  `ALTER TABLE products ADD COLUMN search_text text NOT NULL
     GENERATED ALWAYS AS (product_card_search_text(name, name_en, subtitle, subtitle_en, description, description_en, tags, tags_en)) STORED`,
  CREATE_TRIGRAM_INDEX,
];

const DOWN = [
  ...DROP_SEARCH,
  `DROP FUNCTION product_card_search_text(text, text, text, text, text, text, text[], text[])`,
  `ALTER TABLE products ADD COLUMN search_text text NOT NULL
     GENERATED ALWAYS AS (product_search_text(name, name_en, description, description_en, tags, tags_en)) STORED`,
  CREATE_TRIGRAM_INDEX,
];
