import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: users, their sessions and rotating refresh tokens, mailed link tokens, sign-in lockout and
 * request limits, two-factor recovery codes, avatars, addresses and saved cards. Secrets are stored only as
 * hashes (tokens, recovery codes) or encrypted (TOTP seeds); card rows hold no number and no CVC.
 */
export class Accounts1732300000000 implements MigrationInterface {
  name = 'Accounts1732300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const statement of UP) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const statement of DOWN) await queryRunner.query(statement);
  }
}

const UP = [
  `CREATE TABLE users (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
     password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
     role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
     status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
     full_name text NOT NULL CHECK (length(full_name) BETWEEN 1 AND 200),
     phone text,
     date_of_birth date,
     bio text,
     newsletter boolean NOT NULL DEFAULT false,
     sms_notifications boolean NOT NULL DEFAULT false,
     order_updates boolean NOT NULL DEFAULT true,
     language text NOT NULL DEFAULT 'tr' CHECK (language IN ('tr', 'en')),
     email_verified_at timestamptz,
     password_changed_at timestamptz NOT NULL DEFAULT now(),
     totp_secret_enc text,
     totp_enabled_at timestamptz,
     totp_last_step bigint,
     totp_pending_secret_enc text,
     totp_pending_at timestamptz,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CHECK ((totp_secret_enc IS NULL) = (totp_enabled_at IS NULL))
   )`,
  // One account per address whatever its case: addresses are lower-cased before they are stored (CHECK above).
  `CREATE UNIQUE INDEX users_email_key ON users (email)`,
  `CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,

  `CREATE TABLE user_avatars (
     user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
     content bytea NOT NULL,
     content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png')),
     updated_at timestamptz NOT NULL
   )`,

  // Verification and reset links: SHA-256 of the raw token only; single use (used_at) and expiring.
  `CREATE TABLE auth_tokens (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
     token_hash text NOT NULL CONSTRAINT auth_tokens_token_hash_key UNIQUE,
     created_at timestamptz NOT NULL,
     expires_at timestamptz NOT NULL,
     used_at timestamptz,
     CHECK (expires_at > created_at)
   )`,
  `CREATE INDEX auth_tokens_user_purpose_idx ON auth_tokens (user_id, purpose) WHERE used_at IS NULL`,

  // A session is a refresh-token family: one row per sign-in, listed and ended by its owner.
  `CREATE TABLE user_sessions (
     id uuid PRIMARY KEY,
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL,
     last_used_at timestamptz NOT NULL,
     expires_at timestamptz NOT NULL,
     mfa_verified boolean NOT NULL DEFAULT false,
     user_agent text NOT NULL DEFAULT '',
     ip text,
     revoked_at timestamptz,
     revoked_reason text,
     CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
   )`,
  `CREATE INDEX user_sessions_live_idx ON user_sessions (user_id) WHERE revoked_at IS NULL`,

  // Every refresh token ever issued to a session, hashed: a rotated one coming back is reuse (theft).
  `CREATE TABLE refresh_tokens (
     token_hash text PRIMARY KEY,
     session_id uuid NOT NULL REFERENCES user_sessions (id) ON DELETE CASCADE,
     created_at timestamptz NOT NULL,
     rotated_at timestamptz
   )`,
  `CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)`,

  // Sign-in attempts per (account, client): the account is the normalised e-mail (known or not), the client a
  // trusted-device id or the address. Counted before the password is checked.
  `CREATE TABLE login_attempts (
     account_key text NOT NULL,
     client_key text NOT NULL,
     attempts integer NOT NULL CHECK (attempts >= 0),
     last_attempt_at timestamptz NOT NULL,
     -- Whether the latest attempt got through to the password check (false: refused as locked).
     reserved boolean NOT NULL DEFAULT true,
     PRIMARY KEY (account_key, client_key)
   )`,

  // Fixed-window counters (per address, per e-mail, …): one row per key.
  `CREATE TABLE rate_limits (
     key text PRIMARY KEY,
     window_started_at timestamptz NOT NULL,
     hits integer NOT NULL CHECK (hits >= 0)
   )`,
  `CREATE INDEX rate_limits_window_idx ON rate_limits (window_started_at)`,

  `CREATE TABLE recovery_codes (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     code_hash text NOT NULL,
     used_at timestamptz,
     CONSTRAINT recovery_codes_user_code_key UNIQUE (user_id, code_hash)
   )`,

  `CREATE TABLE addresses (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     title text NOT NULL,
     full_name text NOT NULL,
     phone text NOT NULL,
     address text NOT NULL,
     city text NOT NULL,
     state text NOT NULL,
     postal_code text NOT NULL,
     country text NOT NULL,
     type text NOT NULL CHECK (type IN ('home', 'work', 'other')),
     is_default boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX addresses_user_idx ON addresses (user_id, created_at)`,
  // Exactly one default per customer is kept by the service; at most one by the database.
  `CREATE UNIQUE INDEX addresses_one_default_idx ON addresses (user_id) WHERE is_default`,
  `CREATE TRIGGER addresses_set_updated_at BEFORE UPDATE ON addresses FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,

  `CREATE TABLE payment_cards (
     id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
     user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
     provider text NOT NULL,
     provider_token text NOT NULL,
     brand text NOT NULL CHECK (brand IN ('visa', 'mastercard', 'amex', 'troy')),
     last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
     exp_month smallint NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
     exp_year smallint NOT NULL CHECK (exp_year BETWEEN 2000 AND 2100),
     holder_name text NOT NULL,
     is_default boolean NOT NULL DEFAULT false,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT payment_cards_user_token_key UNIQUE (user_id, provider, provider_token)
   )`,
  `CREATE INDEX payment_cards_user_idx ON payment_cards (user_id, created_at)`,
  `CREATE UNIQUE INDEX payment_cards_one_default_idx ON payment_cards (user_id) WHERE is_default`,
  `CREATE TRIGGER payment_cards_set_updated_at BEFORE UPDATE ON payment_cards FOR EACH ROW EXECUTE FUNCTION set_updated_at()`,
];

const DOWN = [
  `DROP TABLE payment_cards`,
  `DROP TABLE addresses`,
  `DROP TABLE recovery_codes`,
  `DROP TABLE rate_limits`,
  `DROP TABLE login_attempts`,
  `DROP TABLE refresh_tokens`,
  `DROP TABLE user_sessions`,
  `DROP TABLE auth_tokens`,
  `DROP TABLE user_avatars`,
  `DROP TABLE users`,
];
