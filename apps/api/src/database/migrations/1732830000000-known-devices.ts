import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The devices each account has completed a sign-in on (issue 18, "smart lockout"): when the account's guessing
 * budget is spent, only these still sign in. A device is its signed cookie's id, stored as a SHA-256 hash.
 */
export class KnownDevices1732830000000 implements MigrationInterface {
  name = 'KnownDevices1732830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE known_devices (
         user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
         device_hash text NOT NULL,
         first_signed_in_at timestamptz NOT NULL,
         last_signed_in_at timestamptz NOT NULL,
         PRIMARY KEY (user_id, device_hash)
       )`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE known_devices`);
  }
}
