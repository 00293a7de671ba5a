import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stock alerts (issue 11): 'back in stock' for the customers who asked on a sold-out product, 'low stock' for
 * staff. Detected by a trigger on `inventory`, not by the code paths that change stock (the admin's adjustment,
 * a cancellation or an expired reservation giving units back, an order holding the last ones, a script): the
 * trigger runs in the transaction of whatever changed the stock, so no writer is missed and an alert never
 * commits apart from its cause.
 *
 * The trigger is per statement with transition tables. For each product a statement touched it knows the
 * available units now (quantity - reserved, summed over its rows, as the shop and the admin count them) and the
 * statement's change, so the units before it; it records a `stock_events` row when a product goes from 0 to more
 * (and someone is waiting) or from above the low-stock threshold to at or below it, then NOTIFYs the channel,
 * which PostgreSQL delivers only on commit. The worker's relay turns each event into queued notifications and
 * mails (`dispatched_at`, `enqueued_at`), and polls as its safety net.
 *
 * `back_in_stock_requests.event_id` names the event that claimed a request: the audience of that event's fan-out,
 * and what makes it notify each requester once.
 */
export class StockAlerts1733600000000 implements MigrationInterface {
  name = 'StockAlerts1733600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

/** LOW_STOCK_THRESHOLD of the contracts when this migration was written (the admin dashboard's count). */
const LOW_STOCK_THRESHOLD = 5;

const UP = [
  `CREATE TABLE stock_events (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
     kind text NOT NULL CHECK (kind IN ('back_in_stock', 'low_stock')),
     available integer NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     dispatched_at timestamptz,
     enqueued_at timestamptz
   )`,
  `CREATE INDEX stock_events_pending_idx ON stock_events (created_at) WHERE enqueued_at IS NULL`,
  `ALTER TABLE back_in_stock_requests ADD COLUMN event_id uuid REFERENCES stock_events (id) ON DELETE SET NULL`,
  `CREATE INDEX back_in_stock_event_idx ON back_in_stock_requests (event_id) WHERE event_id IS NOT NULL`,

  `CREATE FUNCTION record_stock_events(ids uuid[], deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
   BEGIN
     IF ids IS NULL OR cardinality(ids) = 0 THEN RETURN; END IF;
     WITH changed AS (
       SELECT p.id AS product_id, p.is_active, now_units.available AS after, now_units.available - c.delta AS before
       FROM unnest(ids, deltas) AS c (id, delta)
       JOIN products p ON p.id = c.id
       CROSS JOIN LATERAL (
         SELECT COALESCE(SUM(i.quantity - i.reserved_quantity), 0)::int AS available FROM inventory i WHERE i.product_id = c.id
       ) now_units
     )
     INSERT INTO stock_events (product_id, kind, available)
     SELECT product_id, 'back_in_stock', after FROM changed
       WHERE before <= 0 AND after > 0
         AND EXISTS (SELECT 1 FROM back_in_stock_requests r WHERE r.product_id = changed.product_id AND r.notified_at IS NULL)
     UNION ALL
     SELECT product_id, 'low_stock', after FROM changed
       WHERE is_active AND before > ${LOW_STOCK_THRESHOLD} AND after <= ${LOW_STOCK_THRESHOLD};
     IF FOUND THEN PERFORM pg_notify('stock_events', ''); END IF;
   END $$`,

  `CREATE FUNCTION stock_events_from_inventory() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     ids uuid[];
     deltas integer[];
   BEGIN
     IF TG_OP = 'INSERT' THEN
       SELECT array_agg(product_id), array_agg(delta) INTO ids, deltas FROM (
         SELECT product_id, SUM(quantity - reserved_quantity)::int AS delta FROM new_rows GROUP BY product_id) s;
     ELSIF TG_OP = 'DELETE' THEN
       SELECT array_agg(product_id), array_agg(delta) INTO ids, deltas FROM (
         SELECT product_id, -SUM(quantity - reserved_quantity)::int AS delta FROM old_rows GROUP BY product_id) s;
     ELSE
       SELECT array_agg(product_id), array_agg(delta) INTO ids, deltas FROM (
         SELECT product_id, SUM(units)::int AS delta FROM (
           SELECT product_id, quantity - reserved_quantity AS units FROM new_rows
           UNION ALL SELECT product_id, -(quantity - reserved_quantity) FROM old_rows) u
         GROUP BY product_id HAVING SUM(units) <> 0) s;
     END IF;
     PERFORM record_stock_events(ids, deltas);
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER inventory_stock_events_insert AFTER INSERT ON inventory
   REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_events_from_inventory()`,
  `CREATE TRIGGER inventory_stock_events_update AFTER UPDATE ON inventory
   REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_events_from_inventory()`,
  `CREATE TRIGGER inventory_stock_events_delete AFTER DELETE ON inventory
   REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION stock_events_from_inventory()`,
];

const DOWN = [
  `DROP TRIGGER IF EXISTS inventory_stock_events_insert ON inventory`,
  `DROP TRIGGER IF EXISTS inventory_stock_events_update ON inventory`,
  `DROP TRIGGER IF EXISTS inventory_stock_events_delete ON inventory`,
  `DROP FUNCTION IF EXISTS stock_events_from_inventory()`,
  `DROP FUNCTION IF EXISTS record_stock_events(uuid[], integer[])`,
  `DROP INDEX IF EXISTS back_in_stock_event_idx`,
  `ALTER TABLE back_in_stock_requests DROP COLUMN IF EXISTS event_id`,
  `DROP TABLE IF EXISTS stock_events`,
];
