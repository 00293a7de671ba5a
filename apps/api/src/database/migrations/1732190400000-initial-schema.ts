import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue, remote registry, mail outbox and newsletter. Hand-written SQL: the schema is the contract, so it
 * says exactly which constraints and indexes exist. Ids come from `gen_random_uuid()` (core since PostgreSQL 13),
 * which needs no extension privileges.
 */
export class InitialSchema1732190400000 implements MigrationInterface {
  name = 'InitialSchema1732190400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

const UP = [
  `CREATE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     NEW.updated_at := now();
     RETURN NEW;
   END $$`,

  // Search folding shared with the api (modules/catalog/helpers/search-fold.ts): Turkish letters map to their
  // ASCII base before lower() so 'İ', 'I', 'ı' and 'i' all match, whatever the database locale does with them.
  // chr(775) is the combining dot above that lower('İ') leaves behind in some locales; translate() drops it.
  `CREATE FUNCTION search_fold(value text) RETURNS text
   LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
   AS $$ SELECT lower(translate(value, 'İIıŞşÇçĞğÖöÜüÂâÎîÛû' || chr(775), 'iiissccggoouuaaiiuu')) $$`,

  `CREATE TABLE categories (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     name text NOT NULL,
     name_en text NOT NULL,
     slug text NOT NULL CONSTRAINT categories_slug_key UNIQUE CHECK (slug ~ '^[a-z0-9-]{1,60}$'),
     description text NOT NULL DEFAULT '',
     description_en text NOT NULL DEFAULT '',
     image_url text,
     parent_id uuid REFERENCES categories (id) ON DELETE RESTRICT,
     sort_order integer NOT NULL DEFAULT 0,
     is_active boolean NOT NULL DEFAULT true,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CHECK (parent_id IS NULL OR parent_id <> id)
   )`,
  `CREATE INDEX categories_parent_id_idx ON categories (parent_id)`,
  `CREATE TRIGGER categories_set_updated_at BEFORE UPDATE ON categories
   FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,

  `CREATE TABLE products (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     name text NOT NULL,
     name_en text NOT NULL,
     subtitle text,
     subtitle_en text,
     slug text NOT NULL CONSTRAINT products_slug_key UNIQUE CHECK (slug ~ '^[a-z0-9-]{1,80}$'),
     sku text NOT NULL CONSTRAINT products_sku_key UNIQUE,
     description text NOT NULL DEFAULT '',
     description_en text NOT NULL DEFAULT '',
     detailed_description text NOT NULL DEFAULT '',
     detailed_description_en text NOT NULL DEFAULT '',
     category_id uuid NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
     base_price integer NOT NULL CHECK (base_price >= 0),
     compare_price integer CHECK (compare_price >= 0),
     currency text NOT NULL DEFAULT 'TRY' CHECK (currency = 'TRY'),
     weight integer NOT NULL DEFAULT 0 CHECK (weight >= 0),
     tags text[] NOT NULL DEFAULT '{}',
     colors text[] NOT NULL DEFAULT '{}',
     featured boolean NOT NULL DEFAULT false,
     bestseller boolean NOT NULL DEFAULT false,
     new_product boolean NOT NULL DEFAULT false,
     on_sale boolean NOT NULL DEFAULT false,
     is_active boolean NOT NULL DEFAULT true,
     rating_avg numeric(3, 2) CHECK (rating_avg BETWEEN 0 AND 5),
     review_count integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX products_category_id_idx ON products (category_id)`,
  `CREATE INDEX products_featured_idx ON products (featured) WHERE featured`,
  `CREATE INDEX products_base_price_idx ON products (base_price)`,
  `CREATE INDEX products_created_at_idx ON products (created_at DESC)`,
  `CREATE INDEX products_is_active_idx ON products (is_active)`,
  `CREATE TRIGGER products_set_updated_at BEFORE UPDATE ON products
   FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,

  `CREATE TABLE product_variants (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
     name text NOT NULL,
     name_en text NOT NULL,
     sku text NOT NULL CONSTRAINT product_variants_sku_key UNIQUE,
     price integer NOT NULL CHECK (price >= 0),
     sort_order integer NOT NULL DEFAULT 0
   )`,
  `CREATE INDEX product_variants_product_id_idx ON product_variants (product_id, sort_order)`,

  `CREATE TABLE product_images (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
     url text NOT NULL,
     alt_text text NOT NULL DEFAULT '',
     sort_order integer NOT NULL DEFAULT 0,
     is_primary boolean NOT NULL DEFAULT false,
     CONSTRAINT product_images_product_url_key UNIQUE (product_id, url)
   )`,
  `CREATE INDEX product_images_product_id_idx ON product_images (product_id, sort_order)`,
  `CREATE UNIQUE INDEX product_images_one_primary_idx ON product_images (product_id) WHERE is_primary`,

  `CREATE TABLE inventory (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
     sku text NOT NULL,
     quantity integer NOT NULL DEFAULT 0 CHECK (quantity >= 0),
     reserved_quantity integer NOT NULL DEFAULT 0 CHECK (reserved_quantity >= 0),
     location text NOT NULL DEFAULT 'main',
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT inventory_sku_location_key UNIQUE (sku, location)
   )`,
  `CREATE INDEX inventory_product_id_idx ON inventory (product_id)`,
  `CREATE TRIGGER inventory_set_updated_at BEFORE UPDATE ON inventory
   FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,

  `CREATE TABLE remote_releases (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     remote text NOT NULL CHECK (remote IN ('storefront', 'account', 'admin')),
     version text NOT NULL,
     manifest_url text NOT NULL,
     active boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT remote_releases_remote_version_key UNIQUE (remote, version)
   )`,
  `CREATE UNIQUE INDEX remote_releases_one_active_idx ON remote_releases (remote) WHERE active`,
  `CREATE INDEX remote_releases_remote_created_at_idx ON remote_releases (remote, created_at DESC)`,

  `CREATE TABLE mail_outbox (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     to_address text NOT NULL,
     template text NOT NULL,
     language text NOT NULL CHECK (language IN ('tr', 'en')),
     payload jsonb NOT NULL DEFAULT '{}',
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
     attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
     last_error text,
     created_at timestamptz NOT NULL DEFAULT now(),
     sent_at timestamptz,
     CHECK ((status = 'sent') = (sent_at IS NOT NULL))
   )`,
  // The relay's scan: only unsent rows, oldest first.
  `CREATE INDEX mail_outbox_pending_idx ON mail_outbox (created_at) WHERE status = 'pending'`,

  `CREATE TABLE newsletter_subscribers (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     email text NOT NULL CONSTRAINT newsletter_subscribers_email_key UNIQUE CHECK (email = lower(email)),
     language text NOT NULL CHECK (language IN ('tr', 'en')),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'unsubscribed')),
     confirm_token_hash text,
     unsubscribe_token_hash text,
     confirmation_sent_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     confirmed_at timestamptz,
     unsubscribed_at timestamptz
   )`,
  `CREATE UNIQUE INDEX newsletter_subscribers_confirm_token_idx
     ON newsletter_subscribers (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL`,
  `CREATE UNIQUE INDEX newsletter_subscribers_unsubscribe_token_idx
     ON newsletter_subscribers (unsubscribe_token_hash) WHERE unsubscribe_token_hash IS NOT NULL`,
];

const DOWN = [
  `DROP TABLE newsletter_subscribers`,
  `DROP TABLE mail_outbox`,
  `DROP TABLE remote_releases`,
  `DROP TABLE inventory`,
  `DROP TABLE product_images`,
  `DROP TABLE product_variants`,
  `DROP TABLE products`,
  `DROP TABLE categories`,
  `DROP FUNCTION search_fold(text)`,
  `DROP FUNCTION set_updated_at()`,
];
