import { createServer } from 'node:http';
import { createPageHeads, escapeHtml, matchRoute, scriptJson, withPageHead } from './page-head.mjs';

/** A real HTTP server answering `routes[path]` as JSON (a number answers with that status). */
async function serve(routes) {
  const server = createServer((req, res) => {
    const answer = routes[req.url];
    if (answer === undefined || typeof answer === 'number') return res.writeHead(typeof answer === 'number' ? answer : 404).end();
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

const RULES = {
  version: 1,
  routes: [
    { path: '/', kind: 'home', title: { tr: 'Ana', en: 'Home' }, description: { tr: 'Açıklama', en: 'About us' } },
    { path: '/shop/:idOrSlug', kind: 'product', title: { tr: 'Ürün bulunamadı', en: 'Product not found' }, breadcrumb: [{ name: { tr: 'Mağaza', en: 'Shop' }, path: '/shop' }] },
    { path: '/dashboard/*', title: { tr: 'Hesabım', en: 'My account' }, noindex: true },
  ],
};
const PRODUCT = {
  id: '7f1c', slug: 'evil', sku: 'X1', name: '</script><img src=x onerror=alert(1)> "Kahve"', nameEn: 'Evil "Coffee"',
  description: 'Tatlı & yoğun', descriptionEn: 'Sweet & bold', category: { name: 'Kahve', nameEn: 'Coffee' },
  basePrice: 45000, variants: [{ price: 45000 }, { price: 150000 }], stock: 3, rating: 4.5, reviewCount: 2,
};

describe('the head the document server writes', () => {
  let api;
  let pageHead;
  const registry = () => ({ remotes: [{ name: 'storefront', manifestUrl: `${api.url}/r/mf-manifest.json` }] });
  beforeAll(async () => {
    api = await serve({ '/r/head-rules.json': RULES, '/api/products/evil': PRODUCT, '/api/products/7f1c': PRODUCT });
    pageHead = createPageHeads({ apiUrl: api.url });
  });
  afterAll(() => api.close());

  it('matches routes: parameters, and a path with everything below it', () => {
    expect(matchRoute('/shop/:idOrSlug', '/shop/a%20b')).toEqual({ idOrSlug: 'a b' });
    expect(matchRoute('/shop/:idOrSlug', '/shop')).toBeNull();
    expect(matchRoute('/dashboard/*', '/dashboard')).toEqual({});
    expect(matchRoute('/dashboard/*', '/dashboard/x/y')).toEqual({});
    expect(matchRoute('/dashboard/*', '/dashboards')).toBeNull();
  });

  it('escapes text and script JSON', () => {
    expect(escapeHtml(`"><x a='1'>&`)).toBe('&quot;&gt;&lt;x a=&#39;1&#39;&gt;&amp;');
    expect(scriptJson({ a: '</script><!--' })).not.toMatch(/<|>/);
  });

  it('writes the product page: title, canonical, hreflang, og, JSON-LD, all escaped', async () => {
    const answer = await pageHead('/en/shop/evil', { registry: registry(), origin: 'https://shop.test' });
    expect(answer.status).toBe(200);
    expect(answer.language).toBe('en');
    expect(answer.head).toContain('<title data-harman-head>Evil &quot;Coffee&quot; | Harman</title>');
    expect(answer.head).toContain('rel="canonical" href="https://shop.test/en/shop/evil"');
    expect(answer.head).toContain('hreflang="tr" href="https://shop.test/shop/evil"');
    expect(answer.head).toContain('hreflang="x-default" href="https://shop.test/shop/evil"');
    expect(answer.head).toContain('property="og:type" content="product"');
    const scripts = [...answer.head.matchAll(/<script type="application\/ld\+json" data-harman-head>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const product = scripts.find((s) => s['@type'] === 'Product');
    expect(product.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'TRY', lowPrice: '450.00', highPrice: '1500.00', availability: 'https://schema.org/InStock' });
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 });
    expect(scripts.find((s) => s['@type'] === 'BreadcrumbList').itemListElement.map((i) => i.item)).toEqual(['https://shop.test/en/shop', 'https://shop.test/en/shop/evil']);

    const turkish = await pageHead('/shop/evil', { registry: registry(), origin: 'https://shop.test' });
    expect(turkish.head).not.toContain('</script><img');
    expect(turkish.head).toContain('&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(withPageHead('<html lang="tr"><head></head><body><div id="root"></div></body></html>', turkish).match(/<\/script>/g)).toHaveLength(2);
  });

  it('sends a product id URL to its slug URL, and answers 404 for a missing product or route', async () => {
    expect(await pageHead('/en/shop/7f1c', { registry: registry(), origin: 'https://shop.test' })).toEqual({ status: 301, redirect: '/en/shop/evil' });
    const missing = await pageHead('/shop/nope', { registry: registry(), origin: 'https://shop.test' });
    expect(missing.status).toBe(404);
    expect(missing.head).toContain('name="robots" content="noindex"');
    expect((await pageHead('/nowhere', { registry: registry(), origin: 'https://shop.test' })).status).toBe(404);
  });

  it('claims no 404 when a remote\'s rules cannot be read: the page is served with the brand head', async () => {
    const broken = { remotes: [{ name: 'storefront', manifestUrl: `${api.url}/missing/mf-manifest.json` }] };
    const answer = await pageHead('/shop', { registry: broken, origin: 'https://shop.test' });
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('<title data-harman-head>Harman</title>');
  });

  it('marks account pages noindex and sets the language of the page', async () => {
    const answer = await pageHead('/dashboard/orders', { registry: registry(), origin: 'https://shop.test' });
    expect(answer.status).toBe(200);
    expect(answer.head).toContain('name="robots" content="noindex"');
    expect(withPageHead('<html lang="tr"><head></head>', { ...answer, language: 'en' })).toContain('<html lang="en">');
  });
});
