import { ADMIN_SESSION_CHECK_URL } from '@harman/contracts';

/**
 * The chunk groups (the `webpackChunkName` of each lazy `import()` in app.tsx) a direct visit to a path needs. The
 * build writes their files into the manifest, and the shell's early script fetches them with the remote's entry
 * (tools/rsbuild/route-assets.ts); tools/rsbuild/route-chunks.spec.ts checks the names exist.
 */
const PANEL = 'dashboard-layout';
const tab = (path: string, page: string): [string, string[]] => [`/admin/dashboard/${path}`, [PANEL, page]];

export const ROUTE_CHUNKS: Record<string, string[]> = {
  '/admin/login': ['page-login'],
  '/admin/dashboard': [PANEL, 'page-home'],
  ...Object.fromEntries([
    tab('products', 'page-products'),
    tab('products/*', 'page-product-edit'),
    tab('orders', 'page-orders'),
    tab('orders/*', 'page-order'),
    tab('customers', 'page-customers'),
    tab('customers/*', 'page-customer'),
    tab('reports', 'page-reports'),
    tab('settings', 'page-settings'),
    tab('applications', 'page-applications'),
    tab('reviews', 'page-reviews'),
    tab('audit', 'page-audit'),
    tab('releases', 'page-releases'),
    tab('notifications', 'page-notifications'),
  ]),
};

/**
 * The api read a direct visit's page starts with, which the shell's early script starts with the page's code
 * (tools/rsbuild/route-assets.ts): every panel tab first asks whether this is an admin session that passed
 * two-factor (AdminLayout takes the answer).
 */
export const ROUTE_DATA: Record<string, string> = {
  '/admin/dashboard': ADMIN_SESSION_CHECK_URL,
  '/admin/dashboard/*': ADMIN_SESSION_CHECK_URL,
};
