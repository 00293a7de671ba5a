/** The routes the accessibility and layout checks walk (issue 20), without the language prefix. */
export const PRODUCT_SLUG = 'ethiopia-yirgacheffe';

export const PUBLIC_PATHS = [
  '/', '/shop', `/shop/${PRODUCT_SLUG}`, '/catalog', '/cart', '/checkout', '/about', '/contact', '/franchise',
  '/sustainability', '/coffee-school', '/wholesale', '/careers', '/privacy', '/terms', '/cookie-policy', '/login',
  '/register', '/forgot-password', '/unauthorized', '/no-such-page', '/shop/no-such-coffee', '/admin/login',
] as const;

export const DASHBOARD_PATHS = ['/dashboard', '/dashboard/profile', '/dashboard/orders', '/dashboard/addresses', '/dashboard/security'] as const;

export const ADMIN_TABS_PATHS = [
  '/admin/dashboard', '/admin/dashboard/products', '/admin/dashboard/products/new', '/admin/dashboard/orders',
  '/admin/dashboard/customers', '/admin/dashboard/reports', '/admin/dashboard/settings', '/admin/dashboard/applications',
  '/admin/dashboard/reviews', '/admin/dashboard/audit', '/admin/dashboard/notifications', '/admin/dashboard/releases',
] as const;

export function localePath(language: 'tr' | 'en', path: string): string {
  if (language === 'tr') return path;
  return path === '/' ? '/en' : `/en${path}`;
}
