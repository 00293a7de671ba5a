import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * In-app notifications (spec §3, DECISIONS: a table, a fan-out queue, Server-Sent Events).
 * - `event_id` + `user_id` is unique: a retried fan-out batch inserts nobody twice (R9).
 * - `seq` orders the rows and is the stream's event id, so a reconnecting client asks for `seq > Last-Event-ID`.
 * - The partial index serves "the unread of one user, newest first" (the badge and the Okunmamış filter); the
 *   full one the list of all and the catch-up.
 * Back-in-stock requests ('Stoğa gelince haber ver') are one row per user and product, used once stock returns.
 */
export class Notifications1732840000000 implements MigrationInterface {
  name = 'Notifications1732840000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        event_id text NOT NULL,
        type text NOT NULL CHECK (type IN ('order_status', 'promotion', 'account', 'system', 'product', 'other')),
        title jsonb NOT NULL,
        message jsonb NOT NULL,
        data jsonb NOT NULL DEFAULT '{}'::jsonb,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notifications_event_user_unique UNIQUE (event_id, user_id)
      )`);
    await queryRunner.query('CREATE INDEX notifications_user_seq_idx ON notifications (user_id, seq DESC)');
    await queryRunner.query(
      'CREATE INDEX notifications_user_unread_idx ON notifications (user_id, seq DESC) WHERE read_at IS NULL',
    );
    await queryRunner.query(`
      CREATE TABLE back_in_stock_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        notified_at timestamptz,
        CONSTRAINT back_in_stock_user_product_unique UNIQUE (user_id, product_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX back_in_stock_waiting_idx ON back_in_stock_requests (product_id) WHERE notified_at IS NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE back_in_stock_requests');
    await queryRunner.query('DROP TABLE notifications');
  }
}
