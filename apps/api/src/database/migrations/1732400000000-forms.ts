import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public forms: contact messages (`form_submissions`, spec §3), the four applications, and CV files.
 * Text columns hold HTML-escaped text (spec §5), so their limits leave room for entities. The value lists are
 * a snapshot of `@harman/contracts` at this migration: a later change to a list needs a migration of its own.
 */
export class Forms1732400000000 implements MigrationInterface {
  name = 'Forms1732400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

const oneOf = (column: string, values: string[], nullable = true) =>
  `CHECK (${nullable ? `${column} IS NULL OR ` : ''}${column} IN (${values.map((value) => `'${value}'`).join(', ')}))`;

/** What every public form row records besides its own fields. */
const COMMON = `
  email text NOT NULL CHECK (length(email) <= 320),
  language text NOT NULL ${oneOf('language', ['tr', 'en'], false)},
  ip_address text NOT NULL CHECK (length(ip_address) <= 64),
  user_agent text NOT NULL DEFAULT '' CHECK (length(user_agent) <= 512),
  status text NOT NULL DEFAULT 'pending' ${oneOf('status', ['pending', 'read', 'replied', 'archived'], false)},
  created_at timestamptz NOT NULL DEFAULT now()`;
const NAME = (column: string) => `${column} text NOT NULL CHECK (length(${column}) BETWEEN 1 AND 700)`;
const PHONE = (nullable: boolean) => `phone text ${nullable ? '' : 'NOT NULL'} CHECK (length(phone) <= 120)`;
const MESSAGE = (nullable: boolean, max: number) =>
  `message text ${nullable ? '' : 'NOT NULL'} CHECK (length(message) <= ${max * 6})`;

const UP = [
  `CREATE TABLE form_submissions (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     ${NAME('full_name')},
     ${PHONE(true)},
     ${MESSAGE(false, 500)},
     ${COMMON}
   )`,
  `CREATE INDEX form_submissions_created_at_idx ON form_submissions (created_at DESC)`,

  `CREATE TABLE franchise_applications (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     ${NAME('name')},
     ${PHONE(false)},
     city text NOT NULL ${oneOf('city', ['istanbul', 'ankara', 'izmir', 'bursa', 'antalya', 'adana', 'gaziantep', 'konya', 'other'], false)},
     experience text ${oneOf('experience', ['none', 'some', 'experienced', 'very-experienced', 'business-owner'])},
     investment text ${oneOf('investment', ['50-100k', '100-200k', '200-300k', '300k+'])},
     ${MESSAGE(true, 1000)},
     ${COMMON}
   )`,
  `CREATE INDEX franchise_applications_created_at_idx ON franchise_applications (created_at DESC)`,

  `CREATE TABLE academy_applications (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     ${NAME('name')},
     ${PHONE(false)},
     course text ${oneOf('course', ['coffee-basics', 'barista-training', 'roasting-mastery', 'sensory-analysis', 'latte-art', 'business-management', 'workshop'])},
     experience text ${oneOf('experience', ['none', 'hobby', 'some', 'professional', 'expert'])},
     goals text ${oneOf('goals', ['hobby', 'career', 'business', 'skill'])},
     ${MESSAGE(true, 1000)},
     ${COMMON}
   )`,
  `CREATE INDEX academy_applications_created_at_idx ON academy_applications (created_at DESC)`,

  `CREATE TABLE wholesale_applications (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     ${NAME('business_name')},
     ${NAME('contact_name')},
     ${PHONE(false)},
     business_type text NOT NULL ${oneOf('business_type', ['cafe', 'restaurant', 'hotel', 'office', 'retail', 'online', 'other'], false)},
     monthly_volume text ${oneOf('monthly_volume', ['10-50', '50-100', '100-250', '250-500', '500+'])},
     ${MESSAGE(true, 1000)},
     ${COMMON}
   )`,
  `CREATE INDEX wholesale_applications_created_at_idx ON wholesale_applications (created_at DESC)`,

  // A CV's bytes live in private storage under a random key; this row is all the api knows about them.
  `CREATE TABLE cv_files (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     storage_key text NOT NULL CONSTRAINT cv_files_storage_key_key UNIQUE CHECK (storage_key ~ '^[0-9a-f-]{36}$'),
     original_name text NOT NULL CHECK (length(original_name) BETWEEN 1 AND 255),
     content_type text NOT NULL ${oneOf('content_type', ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'], false)},
     size_bytes integer NOT NULL CHECK (size_bytes > 0),
     sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
     created_at timestamptz NOT NULL DEFAULT now()
   )`,

  `CREATE TABLE career_applications (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     ${NAME('name')},
     ${PHONE(false)},
     position text NOT NULL ${oneOf('position', ['barista', 'store-manager', 'marketing', 'quality-control', 'other'], false)},
     experience text ${oneOf('experience', ['entry', 'junior', 'mid', 'senior'])},
     location text ${oneOf('location', ['istanbul', 'ankara', 'izmir', 'bursa', 'antalya', 'other'])},
     ${MESSAGE(true, 1000)},
     cv_file_id uuid REFERENCES cv_files (id) ON DELETE SET NULL,
     ${COMMON}
   )`,
  `CREATE INDEX career_applications_created_at_idx ON career_applications (created_at DESC)`,
  `CREATE INDEX career_applications_cv_file_id_idx ON career_applications (cv_file_id)`,
];

const DOWN = [
  `DROP TABLE career_applications`,
  `DROP TABLE cv_files`,
  `DROP TABLE wholesale_applications`,
  `DROP TABLE academy_applications`,
  `DROP TABLE franchise_applications`,
  `DROP TABLE form_submissions`,
];
