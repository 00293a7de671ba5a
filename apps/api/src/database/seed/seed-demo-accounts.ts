import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import { SecretBox } from '../../modules/two-factor/secret-box';
import { PasswordHasher } from '../../modules/users/password-hasher';
import { DEMO_ADMIN, DEMO_CUSTOMER } from './demo-accounts';

/**
 * A verified customer and an admin with two-factor already on (the admin role requires it). Idempotent: an
 * existing account is left as it is. Refuses to run in production.
 */
export async function seedDemoAccounts(dataSource: DataSource, config: AppConfig): Promise<string[]> {
  if (config.nodeEnv === 'production') return [];
  const hasher = new PasswordHasher(config);
  const box = new SecretBox(config);
  const created: string[] = [];
  const insert = async (values: unknown[]) => {
    const rows = await dataSource.query<{ email: string }[]>(
      `INSERT INTO users (email, password_hash, full_name, role, email_verified_at, totp_secret_enc, totp_enabled_at)
       VALUES ($1, $2, $3, $4, now(), $5, $6)
       ON CONFLICT (email) DO NOTHING RETURNING email`,
      values,
    );
    created.push(...rows.map((row) => row.email));
  };
  await insert([DEMO_CUSTOMER.email, await hasher.hash(DEMO_CUSTOMER.password), DEMO_CUSTOMER.fullName, 'user', null, null]);
  await insert([DEMO_ADMIN.email, await hasher.hash(DEMO_ADMIN.password), DEMO_ADMIN.fullName, 'admin', box.seal(DEMO_ADMIN.totpSecret), new Date()]);
  await resealDemoAdminSeed(dataSource, box);
  return created;
}

/**
 * A database seeded under another encryption key (the constant older checkouts shipped, or a deleted
 * .data/secrets.env) holds a demo admin seed this key cannot open: seal the demo seed again with this one.
 */
async function resealDemoAdminSeed(dataSource: DataSource, box: SecretBox): Promise<void> {
  const [row] = await dataSource.query<{ totp_secret_enc: string | null }[]>(`SELECT totp_secret_enc FROM users WHERE email = $1`, [
    DEMO_ADMIN.email,
  ]);
  if (!row?.totp_secret_enc) return;
  try {
    box.open(row.totp_secret_enc);
  } catch {
    await dataSource.query(`UPDATE users SET totp_secret_enc = $2, totp_last_step = NULL WHERE email = $1`, [
      DEMO_ADMIN.email,
      box.seal(DEMO_ADMIN.totpSecret),
    ]);
  }
}
