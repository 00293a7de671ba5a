import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkout and orders: checkout sessions with the stock they hold, orders with their line, address and amount
 * snapshots, payment attempts (one per idempotency key), the status history, and gapless yearly invoice numbers.
 * Stock never goes below zero and never more is held than exists: the inventory CHECKs of the initial schema
 * (quantity >= 0, reserved_quantity >= 0, reserved_quantity <= quantity) guard every update made here.
 */
export class Orders1732800000000 implements MigrationInterface {
  name = 'Orders1732800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

const ORDER_STATUS = `('pending', 'processing', 'shipped', 'completed', 'cancelled')`;
const PAYMENT_STATUS = `('pending', 'paid', 'failed', 'refunded')`;
const PAYMENT_METHOD = `('card', 'saved_card', 'bank_transfer', 'cash_on_delivery')`;
const DELIVERY_METHOD = `('standard', 'express')`;

const UP = [
  `CREATE SEQUENCE order_number_seq`,
  `CREATE TABLE checkout_sessions (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     token_hash text NOT NULL,
     user_id uuid REFERENCES users (id) ON DELETE SET NULL,
     email text NOT NULL,
     language text NOT NULL CHECK (language IN ('tr', 'en')),
     items jsonb NOT NULL,
     address jsonb NOT NULL,
     delivery_method text NOT NULL CHECK (delivery_method IN ${DELIVERY_METHOD}),
     status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'ordered', 'released')),
     expires_at timestamptz NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX checkout_sessions_active_expiry_idx ON checkout_sessions (expires_at) WHERE status = 'active'`,
  `CREATE TABLE stock_reservations (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     checkout_id uuid NOT NULL REFERENCES checkout_sessions (id) ON DELETE CASCADE,
     inventory_id uuid NOT NULL REFERENCES inventory (id) ON DELETE CASCADE,
     quantity integer NOT NULL CHECK (quantity > 0),
     status text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'sold', 'released')),
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX stock_reservations_checkout_idx ON stock_reservations (checkout_id)`,
  `CREATE INDEX stock_reservations_held_idx ON stock_reservations (inventory_id) WHERE status = 'held'`,
  `CREATE TABLE orders (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     number text NOT NULL UNIQUE,
     checkout_id uuid NOT NULL UNIQUE REFERENCES checkout_sessions (id),
     user_id uuid REFERENCES users (id) ON DELETE SET NULL,
     email text NOT NULL,
     language text NOT NULL CHECK (language IN ('tr', 'en')),
     status text NOT NULL DEFAULT 'pending' CHECK (status IN ${ORDER_STATUS}),
     payment_status text NOT NULL DEFAULT 'pending' CHECK (payment_status IN ${PAYMENT_STATUS}),
     payment_method text NOT NULL CHECK (payment_method IN ${PAYMENT_METHOD}),
     delivery_method text NOT NULL CHECK (delivery_method IN ${DELIVERY_METHOD}),
     subtotal integer NOT NULL CHECK (subtotal >= 0),
     vat integer NOT NULL CHECK (vat >= 0),
     vat_rate_bp integer NOT NULL CHECK (vat_rate_bp >= 0),
     shipping integer NOT NULL CHECK (shipping >= 0),
     payment_fee integer NOT NULL CHECK (payment_fee >= 0),
     total integer NOT NULL CHECK (total = subtotal + vat + shipping + payment_fee),
     shipping_address jsonb NOT NULL,
     tracking_number text,
     card_brand text,
     card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
     payment_due_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX orders_user_created_idx ON orders (user_id, created_at DESC)`,
  `CREATE INDEX orders_unpaid_due_idx ON orders (payment_due_at) WHERE status = 'pending' AND payment_status IN ('pending', 'failed')`,
  `CREATE TRIGGER orders_set_updated_at BEFORE UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
  `CREATE TABLE order_lines (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
     position integer NOT NULL,
     product_id uuid REFERENCES products (id) ON DELETE SET NULL,
     sku text NOT NULL,
     name text NOT NULL,
     name_en text NOT NULL,
     variant text,
     quantity integer NOT NULL CHECK (quantity > 0),
     unit_price integer NOT NULL CHECK (unit_price >= 0),
     line_total integer NOT NULL CHECK (line_total = unit_price * quantity),
     CONSTRAINT order_lines_position_key UNIQUE (order_id, position)
   )`,
  `CREATE TABLE payments (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
     idempotency_key text NOT NULL UNIQUE,
     request_hash text NOT NULL,
     method text NOT NULL CHECK (method IN ${PAYMENT_METHOD}),
     status text NOT NULL CHECK (status IN ('processing', 'requires_action', 'succeeded', 'failed', 'pending')),
     amount integer NOT NULL CHECK (amount >= 0),
     provider text,
     provider_ref text,
     challenge_id text UNIQUE,
     decline_reason text,
     card_brand text,
     card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX payments_order_idx ON payments (order_id)`,
  `CREATE TRIGGER payments_set_updated_at BEFORE UPDATE ON payments FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
  `CREATE TABLE order_history (
     id bigserial PRIMARY KEY,
     order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
     kind text NOT NULL CHECK (kind IN ('order', 'payment')),
     from_status text,
     to_status text NOT NULL,
     actor text NOT NULL CHECK (actor IN ('customer', 'admin', 'system')),
     actor_id uuid,
     note text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX order_history_order_idx ON order_history (order_id, id)`,
  `CREATE TABLE invoice_counters (year integer PRIMARY KEY, last_number integer NOT NULL CHECK (last_number > 0))`,
  `CREATE TABLE invoices (
     order_id uuid PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
     number text NOT NULL UNIQUE,
     year integer NOT NULL,
     sequence integer NOT NULL,
     pdf bytea NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT invoices_year_sequence_key UNIQUE (year, sequence)
   )`,
];

const DOWN = [
  `DROP TABLE invoices`,
  `DROP TABLE invoice_counters`,
  `DROP TABLE order_history`,
  `DROP TABLE payments`,
  `DROP TABLE order_lines`,
  `DROP TABLE orders`,
  `DROP TABLE stock_reservations`,
  `DROP TABLE checkout_sessions`,
  `DROP SEQUENCE order_number_seq`,
];
