import { loginPathFor, safeReturnPath } from './safe-redirect';

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/dashboard/orders?status=shipped#top')).toBe('/dashboard/orders?status=shipped#top');
    expect(safeReturnPath('/shop')).toBe('/shop');
  });

  it("returns the router's path: the language prefix is the router's basename", () => {
    expect(safeReturnPath('/en/dashboard?tab=1')).toBe('/dashboard?tab=1');
    expect(safeReturnPath('/en')).toBe('/');
    expect(safeReturnPath('/english-breakfast')).toBe('/english-breakfast');
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'dashboard', '', null, '/\n/evil'])(
    'falls back for %p',
    (value) => expect(safeReturnPath(value as string | null)).toBe('/'),
  );

  it('builds the login link with the place to come back to', () => {
    expect(loginPathFor('/dashboard/profile?x=1')).toBe('/auth/login?redirect=%2Fdashboard%2Fprofile%3Fx%3D1');
  });
});
