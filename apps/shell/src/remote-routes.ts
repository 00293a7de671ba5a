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
  '/orders',
];

/** The paths each remote owns: a path is owned when it equals a prefix or continues it after a '/'. */
export const REMOTE_PREFIXES: Record<RemoteName, string[]> = {
  account: ACCOUNT_PREFIXES,
  admin: ADMIN_PREFIXES,
  storefront: ['/', ...STOREFRONT_PREFIXES],
};

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function remoteForPath(pathname: string): RemoteName | null {
  const owner = (Object.keys(REMOTE_PREFIXES) as RemoteName[]).find((remote) =>
    REMOTE_PREFIXES[remote].some((prefix) => under(pathname, prefix)),
  );
  return owner ?? null;
}
