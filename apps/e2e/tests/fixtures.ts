import { test as base, expect, type APIRequest, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { Client } from 'pg';
import { E2E_ENV, SHELL_URL } from '../stack';

/** A sign-in of this worker's stack: the account, and the cookies the api set for it. */
export interface SignedIn {
  email: string;
  password: string;
  storageState: Exclude<BrowserContextOptions['storageState'], string | undefined>;
}
type Role = 'customer' | 'admin';

/** The demo accounts the seed makes (apps/api/src/database/seed/demo-accounts.ts). */
export const DEMO_CUSTOMER = { email: 'musteri@harman.local', password: 'Kavrulmus-Cekirdek-42' } as const;
export const DEMO_ADMIN = { email: 'admin@harman.local', password: 'Yonetici-Fincan-42', totpSecret: 'HARMANDEMOADMINTOTPSECRET2345672' } as const;

/** The code an authenticator app shows `offsetSteps` time steps from now (each step is accepted once). */
export function totpCode(secret: string, offsetSteps = 0): string {
  return totpCodeAt(secret, Date.now() + offsetSteps * 30_000);
}

function totpCodeAt(secret: string, timestampMs: number): string {
  return new TOTP({ secret: secret.replace(/\s+/g, ''), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: timestampMs });
}

/** One statement against this worker's database (what an admin tool or a concurrent shopper would change). */
export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${E2E_ENV.E2E_DATABASE}` });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/**
 * A worker's own account with the role: a copy of the seeded demo account (same password, same two-factor seed)
 * under a new address, so what one worker's tests do to it (sessions, addresses, the TOTP step just used) never
 * meets the demo accounts that sign-in tests use through the form.
 */
async function workerAccount(role: Role, workerIndex: number) {
  const demo = role === 'admin' ? DEMO_ADMIN : DEMO_CUSTOMER;
  const email = `e2e-${role}-w${workerIndex}-${Date.now().toString(36)}@harman.local`;
  await sql(
    `INSERT INTO users (email, password_hash, role, status, full_name, language, email_verified_at, totp_secret_enc, totp_enabled_at)
     SELECT $1, password_hash, role, status, full_name, language, email_verified_at, totp_secret_enc, totp_enabled_at
     FROM users WHERE email = $2`,
    [email, demo.email],
  );
  return { email, password: demo.password };
}

/** The last 30 s TOTP step this worker's admin signed in with: the api takes only later steps' codes (replay). */
let lastTotpStep = -1;

/**
 * A code of a step later than the last one used: this step's, else the next one's (the api accepts one step
 * either side). When both are spent (a third sign-in within one step), it waits for the next step to begin.
 */
async function freshTotpCode(): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const offset = [0, 1].find((n) => step + n > lastTotpStep);
    if (offset !== undefined) {
      lastTotpStep = step + offset;
      return totpCodeAt(DEMO_ADMIN.totpSecret, lastTotpStep * 30_000);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 10));
  }
}

/** Signs in through the api (no form, no page): the cookies the browser would hold afterwards. */
async function signInThroughApi(api: APIRequestContext, role: Role, account: { email: string; password: string }) {
  const login = await api.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status(), `api sign-in of the worker's ${role}`).toBe(200);
  if (role === 'admin') {
    const { challengeToken } = (await login.json()) as { challengeToken: string };
    const second = await api.post('/api/auth/login/mfa', { data: { challengeToken, code: await freshTotpCode() } });
    expect(second.status(), "api two-factor step of the worker's admin").toBe(200);
  }
  return api.storageState();
}

/** The page function through which the init script reports CSP violations to the test (the `context` fixture). */
const CSP_VIOLATION_BINDING = '__harmanCspViolation';

/**
 * Whether a kept sign-in still holds: a page of an earlier test may have ended its session (its refresh token
 * rotated there comes back from another context as a reuse, which ends the whole session).
 */
async function stillSignedIn(request: APIRequest, value: SignedIn) {
  const api = await request.newContext({ baseURL: SHELL_URL, storageState: value.storageState });
  try {
    return (await api.get('/api/auth/session')).status() === 200;
  } finally {
    await api.dispose();
  }
}

/** Re-sign-in before the access cookie (15 min) could run out during a long worker life. */
const FRESH_FOR_MS = 10 * 60_000;

interface TestFixtures {
  pageErrors: Error[];
  cookieConsent: 'accepted' | null;
  signedInAs: Role | null;
  customerApi: APIRequestContext;
  adminApi: APIRequestContext;
}
interface WorkerFixtures {
  signIn: (role: Role) => Promise<SignedIn>;
}

/**
 * Every test fails on an uncaught page error (`pageErrors`): a broken remote must never take the page down; and
 * every test fails on anything the page's Content-Security-Policy blocked (`context`). Tests run as a
 * returning visitor who already answered the cookie banner (`cookieConsent`), unless they set it to null to
 * see the banner themselves.
 *
 * Signed in without the form: `test.use({ signedInAs: 'customer' })` (or 'admin', two-factor done) gives the
 * test's `page` the cookies of this worker's own account, signed in once per worker through the api. For
 * preconditions, `customerApi` / `adminApi` are api clients signed in as the same accounts.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Each worker's own stack (stack.ts).
  baseURL: SHELL_URL,
  cookieConsent: ['accepted', { option: true }],
  signedInAs: [null, { option: true }],

  signIn: [
    async ({ playwright }, use, workerInfo) => {
      const signedIn = new Map<Role, { at: number; value: SignedIn }>();
      const accounts = new Map<Role, { email: string; password: string }>();
      await use(async (role) => {
        const cached = signedIn.get(role);
        if (cached && Date.now() - cached.at < FRESH_FOR_MS && (await stillSignedIn(playwright.request, cached.value))) return cached.value;
        let account = accounts.get(role);
        if (!account) {
          account = await workerAccount(role, workerInfo.workerIndex);
          accounts.set(role, account);
        }
        const api = await playwright.request.newContext({ baseURL: SHELL_URL });
        try {
          const value = { ...account, storageState: await signInThroughApi(api, role, account) };
          signedIn.set(role, { at: Date.now(), value });
          return value;
        } finally {
          await api.dispose();
        }
      });
    },
    { scope: 'worker' },
  ],

  storageState: async ({ storageState, signedInAs, signIn }, use) => {
    await use(signedInAs ? (await signIn(signedInAs)).storageState : storageState);
  },

  customerApi: async ({ playwright, signIn }, use) => {
    const api = await playwright.request.newContext({ baseURL: SHELL_URL, storageState: (await signIn('customer')).storageState });
    await use(api);
    await api.dispose();
  },
  adminApi: async ({ playwright, signIn }, use) => {
    const api = await playwright.request.newContext({ baseURL: SHELL_URL, storageState: (await signIn('admin')).storageState });
    await use(api);
    await api.dispose();
  },

  context: async ({ context, cookieConsent }, use) => {
    // Every page of the test runs under the shell's enforced Content-Security-Policy (tools/stack/static-servers.mjs):
    // whatever it blocked, on any page of this context, fails the test, as an uncaught page error does.
    const cspViolations: string[] = [];
    await context.exposeBinding(CSP_VIOLATION_BINDING, ({ page }, violation: string) => {
      cspViolations.push(`${page?.url() ?? '?'}: ${violation}`);
    });
    await context.addInitScript((binding) => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`);
        },
        true,
      );
    }, CSP_VIOLATION_BINDING);
    if (cookieConsent) {
      await context.addInitScript((status) => {
        if (window.localStorage.getItem('cookie-consent-status') !== null) return;
        window.localStorage.setItem('cookie-consent-status', JSON.stringify({ status, date: new Date().toISOString() }));
        window.localStorage.setItem(
          'cookie-preferences',
          JSON.stringify({ necessary: true, functional: true, analytics: true, marketing: false }),
        );
      }, cookieConsent);
    }
    await use(context);
    expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
  },
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
    expect(errors, 'uncaught page errors').toEqual([]);
  },
});
export { expect };

export const HERO_TR = 'Çiftlikten fincanınıza, taze kavrulmuş nitelikli kahve';
export const HERO_EN = 'From farm to cup: freshly roasted specialty coffee';

export async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO_TR })).toBeVisible();
}

export function cartBadge(page: Page) {
  return page.getByTestId('cart-badge');
}

/** Moves the shell's router like a link would (the page is not reloaded). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
