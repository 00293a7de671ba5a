import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Canary releases and their health (issue 12).
 * - `canary_percent` is set on at most one release per remote, never on the active one: that share of visitors'
 *   cohorts (0–99) gets it instead of the active release; `canary_started_at` is when it became the canary (its
 *   health counts from then, so a canary started again is not judged by its last run's errors).
 * - `deployed_by`, and for a canary that was ended: when, why, and whether the api did it by itself.
 * - `remote_health` holds the shell's reports as counts per remote, release and minute: page loads that worked and
 *   errors (load failures, errors caught by the remote's boundary, unhandled errors attributed to it). No visitor
 *   data: the sliding window of the rollback rule sums the minutes it covers.
 */
export class ReleaseCanary1733400000000 implements MigrationInterface {
  name = 'ReleaseCanary1733400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

const UP = [
  `ALTER TABLE remote_releases
     ADD COLUMN canary_percent smallint CHECK (canary_percent BETWEEN 1 AND 99),
     ADD COLUMN canary_started_at timestamptz,
     ADD COLUMN deployed_by text,
     ADD COLUMN ended_at timestamptz,
     ADD COLUMN end_reason text,
     ADD COLUMN ended_automatically boolean NOT NULL DEFAULT false,
     ADD CONSTRAINT remote_releases_canary_not_active CHECK (NOT (active AND canary_percent IS NOT NULL))`,
  `CREATE UNIQUE INDEX remote_releases_one_canary_idx ON remote_releases (remote) WHERE canary_percent IS NOT NULL`,
  `CREATE TABLE remote_health (
     remote text NOT NULL,
     version text NOT NULL,
     minute timestamptz NOT NULL,
     loads integer NOT NULL DEFAULT 0 CHECK (loads >= 0),
     errors integer NOT NULL DEFAULT 0 CHECK (errors >= 0),
     PRIMARY KEY (remote, version, minute)
   )`,
];

const DOWN = [
  `DROP TABLE remote_health`,
  `DROP INDEX remote_releases_one_canary_idx`,
  `ALTER TABLE remote_releases
     DROP CONSTRAINT remote_releases_canary_not_active,
     DROP COLUMN canary_percent, DROP COLUMN canary_started_at, DROP COLUMN deployed_by, DROP COLUMN ended_at, DROP COLUMN end_reason,
     DROP COLUMN ended_automatically`,
];
