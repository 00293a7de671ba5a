import type { HeadRule, HeadRules } from '@harman/contracts';
import { adminTranslations } from '../i18n/admin-translations';

/** The admin pages' heads for the document server (built into `head-rules.json` with each release); never indexed. */
const { tr, en } = adminTranslations;

const routes: HeadRule[] = [
  { path: '/admin/login', title: { tr: tr.login.title, en: en.login.title }, noindex: true },
  // The dashboard and every admin page below /admin.
  { path: '/admin/*', title: { tr: tr.dashboard.title, en: en.dashboard.title }, noindex: true },
];

export const ADMIN_HEAD_RULES: HeadRules = { version: 1, routes };
