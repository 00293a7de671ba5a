import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin panel's tables.
 *
 * - `audit_log`: append-only (a trigger refuses UPDATE and DELETE), written in the transaction of the change it
 *   records; security events (sign-in failures, lockouts, two-factor and role changes) land here too.
 * - `store_settings`: one row, absent until staff first save; the api answers the `contracts` constants (and the
 *   environment's staff address and /menu URL) until then.
 * - `stock_movements`: the stock ledger. A trigger on `inventory` writes one row for every change of `quantity`,
 *   whoever makes it, with the reason, note and actor the transaction set (`harman.stock_reason`, …): the sum of a
 *   SKU's movements is its stock by construction. Existing stock gets an opening row.
 * - `products.version`: the optimistic lock of the product editor.
 * - `product_image_files`: uploaded pictures, resized by the `media` worker.
 * - form inbox: a review status (new → in_review → closed; the older `status` column is the submission's own) and an internal note on the five submission tables.
 * - `reviews.hidden_at`: a hidden review leaves the product's rating and the public list.
 */
export class Admin1732820000000 implements MigrationInterface {
  name = 'Admin1732820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

const ratingFunction = (visible: string) => `CREATE OR REPLACE FUNCTION refresh_product_rating() RETURNS trigger LANGUAGE plpgsql AS $$
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
         FROM reviews r WHERE r.product_id = target ${visible}
       ) stats
       WHERE p.id = target
         AND (p.rating_avg IS DISTINCT FROM stats.average OR p.review_count <> stats.total);
     END LOOP;
     RETURN NULL;
   END $$`;

const FORM_TABLES = ['form_submissions', 'franchise_applications', 'academy_applications', 'wholesale_applications', 'career_applications'];

const UP = [
  `CREATE TABLE audit_log (
     id bigserial PRIMARY KEY,
     created_at timestamptz NOT NULL DEFAULT now(),
     kind text NOT NULL CHECK (kind IN ('admin', 'security')),
     actor_id uuid,
     actor_email text,
     action text NOT NULL CHECK (action ~ '^[a-z_.]{1,80}$'),
     target_type text,
     target_id text,
     changes jsonb NOT NULL DEFAULT '{}',
     ip text,
     request_id text
   )`,
  `CREATE INDEX audit_log_created_at_idx ON audit_log (created_at DESC, id DESC)`,
  `CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC)`,
  `CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id)`,
  `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     RAISE EXCEPTION 'audit_log is append-only';
   END $$`,
  `CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
   FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,

  `CREATE TABLE store_settings (
     id boolean PRIMARY KEY DEFAULT true CHECK (id),
     free_shipping_threshold integer NOT NULL CHECK (free_shipping_threshold BETWEEN 0 AND 100000000),
     shipping_fee integer NOT NULL CHECK (shipping_fee BETWEEN 0 AND 10000000),
     vat_rate_basis_points integer NOT NULL CHECK (vat_rate_basis_points BETWEEN 0 AND 10000),
     cod_provinces text[] NOT NULL DEFAULT '{}',
     cod_fee integer NOT NULL CHECK (cod_fee BETWEEN 0 AND 10000000),
     staff_email text NOT NULL,
     menu_url text NOT NULL,
     version integer NOT NULL DEFAULT 1,
     updated_at timestamptz NOT NULL DEFAULT now(),
     updated_by uuid
   )`,

  `ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1`,

  `CREATE TABLE stock_movements (
     id bigserial PRIMARY KEY,
     inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
     product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
     sku text NOT NULL,
     delta integer NOT NULL CHECK (delta <> 0),
     quantity_after integer NOT NULL CHECK (quantity_after >= 0),
     reason text NOT NULL CHECK (reason ~ '^[a-z_]{1,40}$'),
     note text CHECK (length(note) <= 500),
     actor_id uuid,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX stock_movements_inventory_idx ON stock_movements (inventory_id, id DESC)`,
  `CREATE INDEX stock_movements_product_idx ON stock_movements (product_id, id DESC)`,
  `INSERT INTO stock_movements (inventory_id, product_id, sku, delta, quantity_after, reason)
   SELECT id, product_id, sku, quantity, quantity, 'opening' FROM inventory WHERE quantity > 0`,
  `CREATE FUNCTION record_stock_movement() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     change integer := NEW.quantity - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.quantity END;
   BEGIN
     IF change = 0 THEN RETURN NULL; END IF;
     INSERT INTO stock_movements (inventory_id, product_id, sku, delta, quantity_after, reason, note, actor_id)
     VALUES (
       NEW.id, NEW.product_id, NEW.sku, change, NEW.quantity,
       COALESCE(NULLIF(current_setting('harman.stock_reason', true), ''), 'system'),
       NULLIF(current_setting('harman.stock_note', true), ''),
       NULLIF(current_setting('harman.actor_id', true), '')::uuid
     );
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER inventory_record_stock_movement AFTER INSERT OR UPDATE OF quantity ON inventory
   FOR EACH ROW EXECUTE FUNCTION record_stock_movement()`,

  // Uploaded product pictures: the original as sent (checked by content), and the worker's resized copy it serves.
  `CREATE TABLE product_image_files (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
     original bytea NOT NULL,
     original_type text NOT NULL CHECK (original_type IN ('image/jpeg', 'image/png')),
     content bytea,
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed')),
     width integer,
     height integer,
     created_at timestamptz NOT NULL DEFAULT now(),
     processed_at timestamptz,
     CHECK ((status = 'ready') = (content IS NOT NULL))
   )`,
  `CREATE INDEX product_image_files_product_idx ON product_image_files (product_id)`,

  // Shipping and refunds staff record on an order (the orders migration, 1732800000000, runs before this one).
  `ALTER TABLE orders ADD COLUMN carrier text CHECK (length(carrier) <= 60),
     ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0 AND refunded_amount <= total)`,
  `CREATE TABLE order_refunds (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
     amount integer NOT NULL CHECK (amount > 0),
     provider text,
     provider_ref text,
     reason text CHECK (length(reason) <= 500),
     actor_id uuid,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX order_refunds_order_idx ON order_refunds (order_id)`,
  `CREATE INDEX orders_created_at_idx ON orders (created_at DESC)`,
  `CREATE INDEX orders_status_idx ON orders (status, created_at DESC)`,

  ...FORM_TABLES.flatMap((table) => [
    `ALTER TABLE ${table}
       ADD COLUMN review_status text NOT NULL DEFAULT 'new' CHECK (review_status IN ('new', 'in_review', 'closed')),
       ADD COLUMN internal_note text NOT NULL DEFAULT '' CHECK (length(internal_note) <= 2000),
       ADD COLUMN status_changed_at timestamptz`,
    `CREATE INDEX ${table}_review_status_idx ON ${table} (review_status, created_at DESC)`,
  ]),

  `ALTER TABLE reviews ADD COLUMN hidden_at timestamptz`,
  // As before, over the visible reviews only; hiding or restoring one recomputes.
  ratingFunction('AND r.hidden_at IS NULL'),
  `DROP TRIGGER reviews_refresh_product_rating ON reviews`,
  `CREATE TRIGGER reviews_refresh_product_rating AFTER INSERT OR UPDATE OF rating, product_id, hidden_at OR DELETE ON reviews
   FOR EACH ROW EXECUTE FUNCTION refresh_product_rating()`,
];

const DOWN = [
  `DROP TRIGGER reviews_refresh_product_rating ON reviews`,
  `CREATE TRIGGER reviews_refresh_product_rating AFTER INSERT OR UPDATE OF rating, product_id OR DELETE ON reviews
   FOR EACH ROW EXECUTE FUNCTION refresh_product_rating()`,
  ratingFunction(''),
  `ALTER TABLE reviews DROP COLUMN hidden_at`,
  ...FORM_TABLES.map((table) => `ALTER TABLE ${table} DROP COLUMN review_status, DROP COLUMN internal_note, DROP COLUMN status_changed_at`),
  `DROP TABLE order_refunds`,
  `DROP INDEX orders_status_idx`,
  `DROP INDEX orders_created_at_idx`,
  `ALTER TABLE orders DROP COLUMN carrier, DROP COLUMN refunded_amount`,
  `DROP TABLE product_image_files`,
  `DROP TRIGGER inventory_record_stock_movement ON inventory`,
  `DROP FUNCTION record_stock_movement()`,
  `DROP TABLE stock_movements`,
  `ALTER TABLE products DROP COLUMN version`,
  `DROP TABLE store_settings`,
  `DROP TABLE audit_log`,
  `DROP FUNCTION audit_log_append_only()`,
];
