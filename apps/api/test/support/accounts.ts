import request from 'supertest';
import { Clock } from '../../src/common/clock/clock';
import { SecretBox } from '../../src/modules/two-factor/secret-box';
import { totpCodeAt } from '../../src/modules/two-factor/totp';
import { PasswordHasher } from '../../src/modules/users/password-hasher';
import type { CaughtMail, TestApp } from './test-app';

/** Cookies as a browser would keep them between requests: name → value, later Set-Cookie lines win. */
export class CookieJar {
  readonly values = new Map<string, string>();

  take(response: request.Response): this {
    for (const line of setCookies(response)) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.values.delete(name.trim());
      else this.values.set(name.trim(), value);
    }
    return this;
  }

  header(): string {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.values.get(name);
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.values) copy.values.set(name, value);
    return copy;
  }
}

export function setCookies(response: request.Response): string[] {
  const header = response.headers['set-cookie'] as unknown;
  if (!header) return [];
  return Array.isArray(header) ? (header as string[]) : [String(header)];
}

/**
 * Moves the app's injectable clock: every expiry, lockout and timeout reads it. Starts at the real time and
 * only moves when told to, so tests never wait.
 */
export function controlClock(t: TestApp) {
  const clock = t.app.get(Clock);
  let offsetMs = 0;
  let frozenAtMs: number | null = null;
  const spy = jest.spyOn(clock, 'now').mockImplementation(() => new Date((frozenAtMs ?? Date.now()) + offsetMs));
  return {
    advance(ms: number) {
      offsetMs += ms;
    },
    /**
     * Stops real time moving the clock (only advance() does): a test that computes a TOTP code for "one step
     * ahead" and sends it later must not see a 30 s boundary pass in between.
     */
    freeze() {
      frozenAtMs = Date.now();
    },
    now: () => clock.now(),
    restore: () => spy.mockRestore(),
  };
}

export interface SeededUser {
  id: string;
  email: string;
  password: string;
  totpSecret?: string;
}

let counter = 0;
/** A unique address per call, so tests in one file never share an account by accident. */
export function uniqueEmail(prefix = 'musteri'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export const STRONG_PASSWORD = 'Kavrulmus-Cekirdek-42';

/** Inserts a verified account directly (faster than the sign-up flow, which has its own tests). */
export async function seedUser(
  t: TestApp,
  options: { email?: string; password?: string; role?: 'user' | 'admin'; verified?: boolean; totpSecret?: string; fullName?: string } = {},
): Promise<SeededUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? STRONG_PASSWORD;
  const hash = await t.app.get(PasswordHasher).hash(password);
  const sealed = options.totpSecret ? t.app.get(SecretBox).seal(options.totpSecret) : null;
  const [row] = await t.dataSource.query<{ id: string }[]>(
    `INSERT INTO users (email, password_hash, full_name, role, email_verified_at, totp_secret_enc, totp_enabled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      email,
      hash,
      options.fullName ?? 'Ayşe Yılmaz',
      options.role ?? 'user',
      options.verified === false ? null : new Date(),
      sealed,
      sealed ? new Date() : null,
    ],
  );
  return { id: row.id, email, password, totpSecret: options.totpSecret };
}

/** Signs in with the password (and a TOTP code when the account has one); answers the cookie jar. */
export async function signIn(t: TestApp, user: SeededUser, jar = new CookieJar(), totpAtMs?: number): Promise<CookieJar> {
  const login = await request(t.server).post('/api/auth/login').set('Cookie', jar.header()).send({ email: user.email, password: user.password });
  if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status} ${JSON.stringify(login.body)}`);
  jar.take(login);
  if (login.body.status === 'signed_in') return jar;
  if (!user.totpSecret) throw new Error(`Sign-in needs a second factor: ${login.body.status}`);
  const code = totpCodeAt(user.totpSecret, totpAtMs ?? t.app.get(Clock).now().getTime());
  const mfa = await request(t.server)
    .post('/api/auth/login/mfa')
    .set('Cookie', jar.header())
    .send({ challengeToken: login.body.challengeToken, code });
  if (mfa.status !== 200) throw new Error(`Second factor failed: ${mfa.status} ${JSON.stringify(mfa.body)}`);
  return jar.take(mfa);
}

/** The token of the first link to `path` in a mail's text. */
export function linkToken(mail: CaughtMail, path: string): { url: string; token: string } {
  const match = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_-]+)[^\\s]*`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return { url: match[0], token: match[1] };
}
