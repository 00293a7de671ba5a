import type { HeadRule, HeadRules, Localized } from '@harman/contracts';
import { accountEn } from '../i18n/account-en';
import { accountTr } from '../i18n/account-tr';

/**
 * The account pages' heads for the document server (tools/rsbuild/head-rules.ts builds them into
 * `head-rules.json` with each release). None is indexed: they are a visitor's own.
 */
const text = (pick: (s: typeof accountTr) => string): Localized => ({ tr: pick(accountTr), en: pick(accountEn) });

const page = (path: string, pick: (s: typeof accountTr) => string): HeadRule => ({ path, title: text(pick), noindex: true });

const routes: HeadRule[] = [
  page('/auth/login', (s) => s.login.title),
  page('/login', (s) => s.login.title),
  page('/auth/register', (s) => s.register.title),
  page('/register', (s) => s.register.title),
  page('/auth/verify', (s) => s.verify.title),
  page('/auth/forgot-password', (s) => s.forgot.title),
  page('/forgot-password', (s) => s.forgot.title),
  page('/auth/reset-password', (s) => s.reset.title),
  page('/unauthorized', (s) => s.unauthorized.title),
  page('/dashboard/profile', (s) => s.profile.title),
  page('/dashboard/orders', (s) => s.orders.title),
  page('/dashboard/addresses', (s) => s.addresses.title),
  page('/dashboard/security', (s) => s.security.title),
  // The overview, and any page the account team adds below it before it has a rule of its own.
  page('/dashboard/*', (s) => s.dashboard.account),
];

export const ACCOUNT_HEAD_RULES: HeadRules = { version: 1, routes };
