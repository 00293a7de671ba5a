/** The panel's tabs, each its own URL under /admin/dashboard (deep links, back and forward). */
export const ADMIN_TABS = [
  { key: 'dashboard', path: '/admin/dashboard', end: true },
  { key: 'products', path: '/admin/dashboard/products', end: false },
  { key: 'orders', path: '/admin/dashboard/orders', end: false },
  { key: 'customers', path: '/admin/dashboard/customers', end: false },
  { key: 'reports', path: '/admin/dashboard/reports', end: false },
  { key: 'settings', path: '/admin/dashboard/settings', end: false },
  { key: 'inbox', path: '/admin/dashboard/applications', end: false },
  { key: 'reviews', path: '/admin/dashboard/reviews', end: false },
  { key: 'audit', path: '/admin/dashboard/audit', end: false },
  { key: 'releases', path: '/admin/dashboard/releases', end: false },
  { key: 'notifications', path: '/admin/dashboard/notifications', end: false },
] as const;
