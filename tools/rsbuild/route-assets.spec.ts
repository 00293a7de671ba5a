import { routeAssets } from './route-assets';

describe('routeAssets', () => {
  const groups = {
    'page-shop': { assets: [{ name: 'static/js/async/page-shop.1.js' }, { name: 'static/css/async/page-shop.1.css' }, { name: 'static/js/async/page-shop.1.js.map' }] },
    'shop-i18n': { assets: [{ name: 'static/js/async/shop-i18n.2.js' }, { name: 'static/js/async/shared.3.js' }] },
  };

  it("lists each route's js and css once, without source maps or files the exposed module loads anyway", () => {
    const assets = routeAssets({ '/shop': ['page-shop', 'shop-i18n'] }, groups, new Set(['static/js/async/shared.3.js']));
    expect(assets).toEqual({
      '/shop': { js: ['static/js/async/page-shop.1.js', 'static/js/async/shop-i18n.2.js'], css: ['static/css/async/page-shop.1.css'] },
    });
  });

  it('fails the build on a chunk name no import() carries', () => {
    expect(() => routeAssets({ '/cart': ['page-cart'] }, groups, new Set())).toThrow(/no chunk group named 'page-cart'/);
  });
});
