import { remoteForPath } from './remote-routes';

describe('remoteForPath', () => {
  it.each([
    ['/', 'storefront'],
    ['/shop', 'storefront'],
    ['/shop/ethiopia-yirgacheffe', 'storefront'],
    ['/contact', 'storefront'],
    ['/checkout/confirmation/HRM-2026-000123', 'storefront'],
    ['/orders/view/token', 'storefront'],
    ['/auth/login', 'account'],
    ['/login', 'account'],
    ['/register', 'account'],
    ['/forgot-password', 'account'],
    ['/unauthorized', 'account'],
    ['/dashboard/orders', 'account'],
    ['/admin', 'admin'],
    ['/admin/dashboard', 'admin'],
  ])('%s belongs to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it.each(['/nope', '/shopping', '/administrator', '/dashboards', '/ordersx'])('%s belongs to no remote (404)', (path) => {
    expect(remoteForPath(path)).toBeNull();
  });
});
