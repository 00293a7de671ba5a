/**
 * The chunk groups (the `webpackChunkName` of each lazy `import()` in app.tsx) a direct visit to a path needs. The
 * build writes their files into the manifest, and the shell's early script fetches them with the remote's entry
 * (tools/rsbuild/route-assets.ts); tools/rsbuild/route-chunks.spec.ts checks the names exist.
 */
const DASHBOARD = 'dashboard-layout';

export const ROUTE_CHUNKS: Record<string, string[]> = {
  '/auth/login': ['page-login'],
  '/login': ['page-login'],
  '/auth/register': ['page-register'],
  '/register': ['page-register'],
  '/auth/verify': ['page-verify'],
  '/auth/forgot-password': ['page-forgot-password'],
  '/forgot-password': ['page-forgot-password'],
  '/auth/reset-password': ['page-reset-password'],
  '/dashboard': [DASHBOARD, 'page-overview'],
  '/dashboard/profile': [DASHBOARD, 'page-profile'],
  '/dashboard/orders': [DASHBOARD, 'page-orders'],
  '/dashboard/orders/*': [DASHBOARD, 'page-order-detail'],
  '/dashboard/addresses': [DASHBOARD, 'page-addresses'],
  '/dashboard/security': [DASHBOARD, 'page-security'],
};
