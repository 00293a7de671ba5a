import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reviews and users were built side by side, so the reviews table came without its foreign key to users.
 * A review belongs to its author: deleting the account removes the review (and the rating trigger updates
 * the product's figures).
 */
export class ReviewsUsersFk1732600000000 implements MigrationInterface {
  name = 'ReviewsUsersFk1732600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE reviews ADD CONSTRAINT reviews_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE reviews DROP CONSTRAINT reviews_user_id_fkey');
  }
}
