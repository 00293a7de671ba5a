import type { RemoteName } from '@harman/contracts';

/**
 * Which remote owns a path. The shell owns the router; each remote renders its own pages below the
 * paths it owns. Anything no remote owns is the shell's 404.
 */
const ACCOUNT_PREFIXES = ['/auth', '/login', '/register', '/forgot-password', '/unauthorized', '/dashboard'];
const ADMIN_PREFIXES = ['/admin'];
const STOREFRONT_PREFIXES = [
  '/shop', '/cart', '/catalog', '/checkout', '/menu', '/about', '/contact', '/franchise', '/sustainability',
  '/coffee-school', '/wholesale', '/careers', '/privacy', '/terms', '/cookie-policy', '/newsletter',
];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function remoteForPath(pathname: string): RemoteName | null {
  if (pathname === '/') return 'storefront';
  if (ACCOUNT_PREFIXES.some((prefix) => under(pathname, prefix))) return 'account';
  if (ADMIN_PREFIXES.some((prefix) => under(pathname, prefix))) return 'admin';
  if (STOREFRONT_PREFIXES.some((prefix) => under(pathname, prefix))) return 'storefront';
  return null;
}
