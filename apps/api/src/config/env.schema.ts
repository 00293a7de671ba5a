import { z } from 'zod';
import { authEnvShape, checkAuthEnv } from './auth-env.schema';

/** The deploy token this repository once shipped as a default: published, so refused outside the api tests. */
const PUBLISHED_DEPLOY_TOKENS = new Set(['dev-deploy-token']);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const urlWithProtocol = (protocols: RegExp) => z.url({ protocol: protocols });

/**
 * Express `trust proxy`: `false`, a comma-separated list of the proxies' addresses/subnets (`loopback`, `10.0.0.0/8`,
 * …; the safe choice: only a connection from one of them may name the client, and only TRUST_PROXY_HOPS deep),
 * a hop count (only where nothing but the proxies can reach the api: the tests use it to play many clients) or
 * `true` (never in production).
 */
const trustProxy = z
  .string()
  .trim()
  .min(1)
  .transform((value): boolean | number | string[] => {
    if (value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    DATABASE_URL: urlWithProtocol(/^postgres(ql)?$/).default('postgres://postgres@127.0.0.1:5432/harman'),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    REDIS_URL: urlWithProtocol(/^rediss?$/).default('redis://127.0.0.1:6379'),
    QUEUE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, "_" or "-" only')
      .default('harman'),
    SMTP_URL: urlWithProtocol(/^smtps?$/).default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().trim().min(3).max(200).default('Harman Kahve <no-reply@harman.local>'),
    STAFF_EMAIL: z.email().default('staff@harman.local'),
    APP_BASE_URL: urlWithProtocol(/^https?$/).default('http://localhost:4200'),
    PLATFORM_DEPLOY_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    RUN_WORKERS: booleanFlag.default(true),
    WORKER_UNREADY_LIMIT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    /** After SIGTERM, how long in-flight requests and jobs may take before the process exits anyway. */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `pretty`: one short line per entry (development); `json`: a JSON line per entry (production, CI). */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** Set by CI systems; the log stays JSON there. */
    CI: z.string().optional(),
    TRUST_PROXY: trustProxy.default(false),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    DOCS_ENABLED: booleanFlag.optional(),
    FORM_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    CV_STORAGE_DIR: z.string().trim().min(1).optional(),
    /** The public form endpoints' burst guard, requests per client address and minute; unset: 120 (FORM_REQUEST_BURST). */
    FORM_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).optional(),
    MENU_ORDERING_URL: urlWithProtocol(/^https?$/).default('https://siparis.harmankahve.com.tr/'),
    /** An unpaid bank-transfer order is cancelled and its stock released after this many hours. */
    ORDER_BANK_TRANSFER_EXPIRY_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(72),
    /** Automatic canary rollback: the canary's error rate exceeds the stable one's by this many points (0–1)... */
    RELEASE_ROLLBACK_MARGIN: z.coerce.number().min(0.01).max(1).default(0.2),
    /** ...over at least this many of the canary's page loads... */
    RELEASE_ROLLBACK_MIN_LOADS: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /** ...counted in the last this many minutes. */
    RELEASE_HEALTH_WINDOW_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
    /** Above this many page loads a minute (per api replica) only a share of them send health reports. */
    RELEASE_HEALTH_REPORTED_LOADS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
    ...authEnvShape,
  })
  .superRefine((env, ctx) => {
    checkAuthEnv(env, ctx);
    if (env.NODE_ENV === 'production' && !env.PLATFORM_DEPLOY_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['PLATFORM_DEPLOY_TOKEN'], message: 'is required in production' });
    }
    if (env.NODE_ENV === 'production' && env.TRUST_PROXY === true) {
      ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: 'true trusts any client-sent X-Forwarded-For; list the proxies' });
    }
    if (env.NODE_ENV !== 'test' && env.PLATFORM_DEPLOY_TOKEN && PUBLISHED_DEPLOY_TOKENS.has(env.PLATFORM_DEPLOY_TOKEN)) {
      ctx.addIssue({ code: 'custom', path: ['PLATFORM_DEPLOY_TOKEN'], message: 'is a published default; generate your own' });
    }
    if (env.NODE_ENV === 'production' && !env.FORM_TOKEN_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['FORM_TOKEN_SECRET'], message: 'is required in production' });
    }
  });

export type Env = z.output<typeof envSchema>;
