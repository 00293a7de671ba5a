// robots.txt and sitemap.xml, served by the shell's server. The sitemap is made from the catalogue: every
// product once per language, each with the other language as its alternate and lastmod from the product's
// update time; the static pages likewise. Cached briefly.
import { escapeHtml, pathInLanguage } from './page-head.mjs';

const CACHE_MS = 60_000;
const ASK_TIMEOUT_MS = 2000;

/** Pages of the shop a crawler should find besides the products (the remotes' indexable static routes). */
export const SITEMAP_PAGES = ['/', '/shop', '/catalog', '/about', '/sustainability', '/contact', '/franchise', '/coffee-school', '/wholesale', '/careers', '/privacy', '/terms', '/cookie-policy'];

export function robotsTxt(origin) {
  const disallow = ['/account', '/dashboard', '/auth', '/login', '/register', '/forgot-password', '/admin', '/checkout', '/cart', '/orders', '/api/'];
  const lines = ['User-agent: *', ...disallow.flatMap((path) => [`Disallow: ${path}`, ...(path === '/api/' ? [] : [`Disallow: /en${path}`])]), 'Allow: /api/media/', '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}

/** Every listed product with its update time, from the printable catalogue (one request, whatever its size). */
async function allProducts(apiUrl) {
  const response = await fetch(`${apiUrl}/api/catalog`, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`catalog answered ${response.status}`);
  const body = await response.json();
  return body.categories.flatMap((category) => category.products);
}

function urlEntry(origin, neutral, lastmod) {
  const loc = (language) => escapeHtml(`${origin}${pathInLanguage(neutral, language)}`);
  const alternates = `<xhtml:link rel="alternate" hreflang="tr" href="${loc('tr')}"/><xhtml:link rel="alternate" hreflang="en" href="${loc('en')}"/><xhtml:link rel="alternate" hreflang="x-default" href="${loc('tr')}"/>`;
  return ['tr', 'en']
    .map((language) => `<url><loc>${loc(language)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}${alternates}</url>`)
    .join('\n');
}

/** `(origin) => Promise<string>`: the sitemap for the shop's public origin. */
export function createSitemap({ apiUrl }) {
  let cached = null;
  return async function sitemap(origin) {
    if (cached && cached.origin === origin && cached.until > Date.now()) return cached.xml;
    const products = await allProducts(apiUrl);
    const entries = [
      ...SITEMAP_PAGES.map((page) => urlEntry(origin, page)),
      ...products.map((product) => urlEntry(origin, `/shop/${encodeURIComponent(product.slug)}`, (product.updatedAt ?? product.createdAt)?.slice(0, 10))),
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
    cached = { origin, xml, until: Date.now() + CACHE_MS };
    return xml;
  };
}
