/** The dashboard's pages, in menu order (spec §2): label key, path, and the short tab-bar label. */
export const DASHBOARD_PAGES = [
  { key: 'overview', path: '/dashboard', end: true },
  { key: 'profile', path: '/dashboard/profile', end: false },
  { key: 'orders', path: '/dashboard/orders', end: false },
  { key: 'addresses', path: '/dashboard/addresses', end: false },
  { key: 'security', path: '/dashboard/security', end: false },
] as const;

export type DashboardPageKey = (typeof DASHBOARD_PAGES)[number]['key'];

/** Which page a path belongs to (for the breadcrumb). */
export function pageOf(pathname: string): DashboardPageKey {
  const match = [...DASHBOARD_PAGES].reverse().find((page) => pathname === page.path || pathname.startsWith(`${page.path}/`));
  return match?.key ?? 'overview';
}
