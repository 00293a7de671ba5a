import { z } from 'zod';

import { randomBytes } from 'node:crypto';

/**
 * Environment of accounts and sessions, kept apart from `env.schema.ts` so that file only spreads it in.
 * Secrets are required in production. Outside it, an unset secret is a random one of this process (nothing in
 * the source can forge a token or open a seed): `npm start` passes the ones it generated into the git-ignored
 * `.data/secrets.env`, so a local stack keeps its sessions and two-factor seeds across restarts. Cookies can be
 * non-Secure only outside production.
 */
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const encryptionKey = z
  .string()
  .trim()
  .refine((value) => /^[A-Za-z0-9+/]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32, {
    message: 'must be 32 bytes, base64-encoded (openssl rand -base64 32)',
  });

const origins = z
  .string()
  .trim()
  .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

export const authEnvShape = {
  AUTH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_ENCRYPTION_KEY: encryptionKey.optional(),
  AUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3_600).default(900),
  AUTH_SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).max(1_440).default(30),
  AUTH_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  AUTH_COOKIE_SECURE: flag.optional(),
  AUTH_TRUSTED_ORIGINS: origins.optional(),
  AUTH_LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(5).max(10_000).default(50),
  /** Wrong passwords and codes one account may take from all clients together in a window (SECURITY S3). */
  AUTH_ACCOUNT_FAILURE_BUDGET: z.coerce.number().int().min(5).max(10_000).default(20),
  AUTH_ACCOUNT_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1_440).default(30),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19_456, 'must be at least 19456 (OWASP)').max(1_048_576).default(19_456),
  ARGON2_TIME_COST: z.coerce.number().int().min(2).max(10).default(2),
  ARGON2_PARALLELISM: z.coerce.number().int().min(1).max(8).default(1),
  PAYMENT_PROVIDER: z.enum(['dev']).optional(),
};

type AuthEnv = { NODE_ENV: 'development' | 'test' | 'production' } & z.output<z.ZodObject<typeof authEnvShape>>;

export function checkAuthEnv(env: AuthEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production') return;
  for (const name of ['AUTH_JWT_SECRET', 'AUTH_ENCRYPTION_KEY', 'PAYMENT_PROVIDER'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
  }
  if (env.AUTH_COOKIE_SECURE === false) {
    ctx.addIssue({ code: 'custom', path: ['AUTH_COOKIE_SECURE'], message: 'cannot be false in production' });
  }
}

export interface AuthConfig {
  jwtSecret: string;
  encryptionKey: Buffer;
  accessTokenTtlSeconds: number;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Secure cookies with the `__Host-` prefix; off only in development and test (plain http on localhost). */
  cookieSecure: boolean;
  /** Origins whose pages may send unsafe requests (besides APP_BASE_URL's). */
  trustedOrigins: string[];
  loginFailuresPerIp: number;
  /** The per-account guessing budget across all clients: failures per window. */
  accountFailureBudget: { failures: number; windowSeconds: number };
  argon2: { memoryKib: number; timeCost: number; parallelism: number };
  paymentProvider: 'dev';
}

export function toAuthConfig(env: AuthEnv, appBaseUrl: string): AuthConfig {
  return {
    jwtSecret: env.AUTH_JWT_SECRET ?? randomBytes(48).toString('base64url'),
    encryptionKey: env.AUTH_ENCRYPTION_KEY ? Buffer.from(env.AUTH_ENCRYPTION_KEY, 'base64') : randomBytes(32),
    accessTokenTtlSeconds: env.AUTH_ACCESS_TOKEN_TTL_SECONDS,
    sessionIdleMinutes: env.AUTH_SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: env.AUTH_SESSION_ABSOLUTE_HOURS,
    cookieSecure: env.AUTH_COOKIE_SECURE ?? env.NODE_ENV === 'production',
    trustedOrigins: [...new Set([new URL(appBaseUrl).origin, ...(env.AUTH_TRUSTED_ORIGINS ?? []).map((url) => new URL(url).origin)])],
    loginFailuresPerIp: env.AUTH_LOGIN_FAILURES_PER_IP,
    accountFailureBudget: { failures: env.AUTH_ACCOUNT_FAILURE_BUDGET, windowSeconds: env.AUTH_ACCOUNT_FAILURE_WINDOW_MINUTES * 60 },
    argon2: { memoryKib: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST, parallelism: env.ARGON2_PARALLELISM },
    paymentProvider: env.PAYMENT_PROVIDER ?? 'dev',
  };
}
