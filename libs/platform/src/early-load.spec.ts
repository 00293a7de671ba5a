/** @jest-environment jsdom */
import { earlyRemoteLoad, takeEarlyData } from './early-load';

const MANIFEST_URL = 'http://localhost/storefront/mf-manifest.json';

async function visit(path: string, routeData?: Record<string, string>) {
  window.history.pushState({}, '', path);
  const fetchMock = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ ok: true } as Response));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.__HARMAN_BOOT__ = {
    registry: { remotes: [{ name: 'storefront', manifestUrl: MANIFEST_URL }] },
    manifests: { [MANIFEST_URL]: { metaData: { publicPath: 'auto' }, harmanRouteData: routeData } },
  };
  earlyRemoteLoad({ storefront: ['/', '/shop'] }, '/remotes.json', 1000);
  await window.__HARMAN_EARLY__?.manifest;
  return fetchMock;
}

describe("the early script: the page's first api read", () => {
  const productRead = { '/shop/*': '/api/products/{segment}' };

  it('starts the read the remote names for a path below its route, in either language, and hands it over once', async () => {
    for (const path of ['/shop/ethiopia-yirgacheffe', '/en/shop/ethiopia-yirgacheffe']) {
      const fetchMock = await visit(path, productRead);
      expect(fetchMock).toHaveBeenCalledWith('/api/products/ethiopia-yirgacheffe', { credentials: 'include', headers: { Accept: 'application/json' } });
      const answer = takeEarlyData('/api/products/ethiopia-yirgacheffe');
      expect(answer).toBe(fetchMock.mock.results[0].value);
      expect(takeEarlyData('/api/products/ethiopia-yirgacheffe')).toBeUndefined();
    }
  });

  it('asks for nothing on the route itself, deeper paths, or when the remote names no read', async () => {
    for (const [path, routeData] of [['/shop', productRead], ['/shop/a/b', productRead], ['/shop/ethiopia', undefined]] as const) {
      const fetchMock = await visit(path, routeData);
      expect(fetchMock).not.toHaveBeenCalled();
    }
  });

  it('encodes the segment as the page does, and an old answer is not handed over', async () => {
    await visit('/shop/k%C3%B6y%20kahvesi', productRead);
    expect(takeEarlyData('/api/products/k%C3%B6y%20kahvesi', Date.now() + 10_001)).toBeUndefined();
    await visit('/shop/köy kahvesi', productRead);
    expect(takeEarlyData(`/api/products/${encodeURIComponent('köy kahvesi')}`)).toBeDefined();
  });
});
