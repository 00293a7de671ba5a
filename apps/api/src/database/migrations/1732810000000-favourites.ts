import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A customer's favourite products (the product page's heart), one row per pair; gone with the user or product. */
export class Favourites1732810000000 implements MigrationInterface {
  name = 'Favourites1732810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE favourites (
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, product_id)
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE favourites');
  }
}
