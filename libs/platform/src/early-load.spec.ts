/** @jest-environment jsdom */
import { takeEarlyData } from '@harman/api-client';
import { SIGNED_IN_HINT_PATTERN } from '@harman/contracts';
import { earlyRemoteLoad } from './early-load';

const MANIFEST_URL = 'http://localhost/storefront/mf-manifest.json';

const SESSION_READ = { url: '/api/auth/session', hintPattern: SIGNED_IN_HINT_PATTERN, signOutPendingKey: 'sign-out-pending', timeoutMs: 15_000 };

async function visit(path: string, routeData?: Record<string, string | Record<string, string>>) {
  window.history.pushState({}, '', path);
  const fetchMock = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ ok: true } as Response));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.__HARMAN_BOOT__ = {
    registry: { remotes: [{ name: 'storefront', manifestUrl: MANIFEST_URL }] },
    manifests: { [MANIFEST_URL]: { metaData: { publicPath: 'auto' }, harmanRouteData: routeData } },
  };
  earlyRemoteLoad({ storefront: ['/', '/shop'] }, '/remotes.json', 1000, SESSION_READ);
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

  it('starts a read the remote names for the path itself on that path only, in either language', async () => {
    const panelRead = { '/shop': '/api/auth/admin-session' };
    for (const path of ['/shop', '/en/shop']) {
      const fetchMock = await visit(path, panelRead);
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/admin-session', { credentials: 'include', headers: { Accept: 'application/json' } });
      expect(takeEarlyData('/api/auth/admin-session')).toBe(fetchMock.mock.results[0].value);
    }
    expect(await visit('/shop/ethiopia', panelRead)).not.toHaveBeenCalled();
  });

  it("starts the language's read of a page's default view, and none for an address with its own query", async () => {
    const shopRead = { '/shop': { tr: '/api/products?sort=featured', en: '/api/products?sort=featured&lang=en' } };
    for (const [path, url] of [['/shop', '/api/products?sort=featured'], ['/en/shop', '/api/products?sort=featured&lang=en']]) {
      const fetchMock = await visit(path, shopRead);
      expect(fetchMock).toHaveBeenCalledWith(url, expect.anything());
      expect(takeEarlyData(url)).toBe(fetchMock.mock.results[0].value);
    }
    expect(await visit('/shop?category=grinders', shopRead)).not.toHaveBeenCalled();
  });

  it('encodes the segment as the page does, and an old answer is not handed over', async () => {
    await visit('/shop/k%C3%B6y%20kahvesi', productRead);
    expect(takeEarlyData('/api/products/k%C3%B6y%20kahvesi', Date.now() + 10_001)).toBeUndefined();
    await visit('/shop/köy kahvesi', productRead);
    expect(takeEarlyData(`/api/products/${encodeURIComponent('köy kahvesi')}`)).toBeDefined();
  });
});

describe("the early script: a signed-in visit's session check", () => {
  const clearCookie = (name: string) => (document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  afterEach(() => {
    clearCookie('harman_signed_in');
    localStorage.clear();
  });

  it("starts it with the page when the api's hint cookie is there, and hands it over once", async () => {
    document.cookie = 'harman_signed_in=1; path=/';
    const fetchMock = await visit('/dashboard');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ credentials: 'include', signal: expect.any(AbortSignal) }));
    expect(takeEarlyData('/api/auth/session')).toBe(fetchMock.mock.results[0].value);
    expect(takeEarlyData('/api/auth/session')).toBeUndefined();
  });

  it('asks nothing on an anonymous visit, or while a sign-out waits for the api (the controller ends it first)', async () => {
    expect(await visit('/dashboard')).not.toHaveBeenCalled();
    document.cookie = 'harman_signed_in=1; path=/';
    localStorage.setItem('sign-out-pending', '1');
    expect(await visit('/dashboard')).not.toHaveBeenCalled();
    expect(takeEarlyData('/api/auth/session')).toBeUndefined();
  });
});
