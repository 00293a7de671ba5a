// The page's head, written by the shell's server before any script runs: title and description in the
// page's language, canonical, hreflang, Open Graph and Twitter tags, robots, and schema.org JSON-LD, with the
// status the page deserves (404 for an unknown route or a missing product, 301 from a product's id URL to its
// slug URL). The remotes own their routes' heads: each publishes `head-rules.json` beside its manifest
// (tools/rsbuild/head-rules.ts), read here through the registry. Api data is cached briefly.

const ASK_TIMEOUT_MS = 2000;
const CACHE_MS = 30_000;
const MAX_CACHED = 500;
const BRAND = 'Harman';
const LANGUAGES = ['tr', 'en'];
const OG_LOCALE = { tr: 'tr_TR', en: 'en_US' };
export const SHARE_IMAGE = { width: 1200, height: 630 };

/** A small time-limited cache: the same product's document costs one api call per CACHE_MS. */
function ttlCache(ms = CACHE_MS) {
  const entries = new Map();
  return async (key, load) => {
    const hit = entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const value = load();
    if (entries.size >= MAX_CACHED) entries.delete(entries.keys().next().value);
    entries.set(key, { value, until: Date.now() + ms });
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** Attribute and text escaping: a product named `"><script>` stays text. */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** JSON for a <script> element: nothing in it can close the element or start a comment. */
export function scriptJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function languageOfPath(pathname) {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'tr';
}

export function pathWithoutLanguage(pathname) {
  return languageOfPath(pathname) === 'en' ? pathname.slice(3) || '/' : pathname || '/';
}

export function pathInLanguage(path, language) {
  if (language === 'tr') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Matches a rule's path: '/shop/:idOrSlug' binds idOrSlug; '/dashboard/*' is that path and all below it. */
export function matchRoute(pattern, path) {
  if (pattern.endsWith('/*')) {
    const base = pattern.slice(0, -2);
    return path === base || path.startsWith(`${base}/`) ? {} : null;
  }
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return null;
  const params = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (!have[i]) return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(have[i]);
      } catch {
        return null;
      }
    } else if (want[i] !== have[i]) return null;
  }
  return params;
}

const titleOf = (title) => (title ? `${title} | ${BRAND}` : BRAND);
const localizedText = (language, tr, en) => (language === 'en' && en ? en : tr);
const kurusToLira = (kurus) => (kurus / 100).toFixed(2);

async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The roastery, for the home page (schema.org Organization and CafeOrCoffeeShop). */
function roastery(origin) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Organization', 'CafeOrCoffeeShop'],
    '@id': `${origin}/#roastery`,
    name: 'Harman Kahve',
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    image: `${origin}/icons/icon-512.png`,
    telephone: '+90 216 345 00 42',
    email: 'merhaba@harmankahve.com.tr',
    servesCuisine: 'Coffee',
    priceRange: '₺₺',
    address: { '@type': 'PostalAddress', addressLocality: 'Kadıköy', addressRegion: 'İstanbul', addressCountry: 'TR' },
    sameAs: ['https://www.instagram.com/harmankahve'],
  };
}

function breadcrumbList(origin, language, trail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${pathInLanguage(crumb.path, language)}`,
    })),
  };
}

/** schema.org Product with what Google's Product rich result asks for: name, image, offers (price, availability), rating. */
function productJsonLd({ language, product, url, image }) {
  const prices = (product.variants?.length ? product.variants.map((variant) => variant.price) : [product.basePrice]).filter((price) => Number.isInteger(price));
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const availability = product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
  const offers =
    low === high
      ? { '@type': 'Offer', url, priceCurrency: 'TRY', price: kurusToLira(low), availability, itemCondition: 'https://schema.org/NewCondition' }
      : { '@type': 'AggregateOffer', url, priceCurrency: 'TRY', lowPrice: kurusToLira(low), highPrice: kurusToLira(high), offerCount: prices.length, availability };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: localizedText(language, product.name, product.nameEn),
    description: localizedText(language, product.description, product.descriptionEn),
    sku: product.sku,
    image: [image],
    url,
    brand: { '@type': 'Brand', name: 'Harman Kahve' },
    category: localizedText(language, product.category?.name, product.category?.nameEn),
    offers,
    ...(product.rating !== null && product.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(product.rating.toFixed(2)), reviewCount: product.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** The head's elements, each marked so the shell can hand over to the pages' own (apps/shell/src/navigation/server-head.ts). */
function renderHead(head) {
  const tag = (name, attrs) => `<${name} data-harman-head ${Object.entries(attrs).map(([key, value]) => `${key}="${escapeHtml(value)}"`).join(' ')}>`;
  const meta = (attrs) => tag('meta', attrs);
  const parts = [`<title data-harman-head>${escapeHtml(head.title)}</title>`];
  if (head.description) parts.push(meta({ name: 'description', content: head.description }));
  if (head.noindex) parts.push(meta({ name: 'robots', content: 'noindex' }));
  if (head.canonical) parts.push(tag('link', { rel: 'canonical', href: head.canonical }));
  for (const [hreflang, href] of head.alternates ?? []) parts.push(tag('link', { rel: 'alternate', hreflang, href }));
  parts.push(meta({ property: 'og:site_name', content: BRAND }));
  parts.push(meta({ property: 'og:type', content: head.ogType ?? 'website' }));
  parts.push(meta({ property: 'og:title', content: head.title }));
  if (head.description) parts.push(meta({ property: 'og:description', content: head.description }));
  if (head.canonical) parts.push(meta({ property: 'og:url', content: head.canonical }));
  parts.push(meta({ property: 'og:locale', content: OG_LOCALE[head.language] }));
  parts.push(meta({ property: 'og:locale:alternate', content: OG_LOCALE[head.language === 'en' ? 'tr' : 'en'] }));
  if (head.image) {
    parts.push(meta({ property: 'og:image', content: head.image.url }));
    parts.push(meta({ property: 'og:image:width', content: String(head.image.width) }));
    parts.push(meta({ property: 'og:image:height', content: String(head.image.height) }));
    parts.push(meta({ property: 'og:image:alt', content: head.image.alt }));
  }
  parts.push(meta({ name: 'twitter:card', content: 'summary_large_image' }));
  parts.push(meta({ name: 'twitter:title', content: head.title }));
  if (head.description) parts.push(meta({ name: 'twitter:description', content: head.description }));
  if (head.image) parts.push(meta({ name: 'twitter:image', content: head.image.url }), meta({ name: 'twitter:image:alt', content: head.image.alt }));
  for (const data of head.jsonLd ?? []) parts.push(`<script type="application/ld+json" data-harman-head>${scriptJson(data)}</script>`);
  return parts.join('');
}

/** What a crawler without scripts reads in the page's body: the page's name and description (React replaces it). */
function renderBody(head) {
  const heading = head.heading ?? head.title;
  return `<div class="hm-container" data-harman-prerender><h1>${escapeHtml(heading)}</h1>${head.description ? `<p>${escapeHtml(head.description)}</p>` : ''}</div>`;
}

/**
 * `createPageHeads({ apiUrl, publicOrigin })` → `(pathname, { registry, origin }) → Promise<Answer>`, where
 * Answer is `{ redirect, status }` or `{ status, language, head, body }` (head and body are HTML to insert).
 */
export function createPageHeads({ apiUrl, publicOrigin }) {
  const rulesCache = ttlCache();
  const productCache = ttlCache();
  const rulesOf = (manifestUrl) =>
    rulesCache(manifestUrl, () => getJson(new URL('head-rules.json', manifestUrl).href).then((rules) => rules?.routes ?? null));
  const productOf = (idOrSlug) => productCache(idOrSlug, () => getJson(`${apiUrl}/api/products/${encodeURIComponent(idOrSlug)}`));

  /** The rule for a path; `unknown` when a remote's rules could not be read (then no 404 can be claimed). */
  async function findRule(registry, path) {
    const lists = await Promise.all((registry?.remotes ?? []).map((remote) => rulesOf(remote.manifestUrl).catch(() => null)));
    for (const rules of lists) {
      for (const rule of rules ?? []) {
        const params = matchRoute(rule.path, path);
        if (params) return { rule, params };
      }
    }
    return lists.some((rules) => rules === null) || lists.length === 0 ? { unknown: true } : null;
  }

  return async function pageHead(pathname, { registry, origin: requestOrigin }) {
    const origin = publicOrigin ?? requestOrigin;
    const language = languageOfPath(pathname);
    const path = pathWithoutLanguage(pathname);
    const urlOf = (neutral, lng = language) => `${origin}${pathInLanguage(neutral, lng)}`;
    const alternatesOf = (neutral) => [['tr', urlOf(neutral, 'tr')], ['en', urlOf(neutral, 'en')], ['x-default', urlOf(neutral, 'tr')]];
    const notFound = (title) => {
      const head = { language, title: titleOf(title), noindex: true };
      return { status: 404, language, head: renderHead(head), body: renderBody(head) };
    };
    const notFoundTitle = language === 'en' ? 'Page not found' : 'Sayfa bulunamadı';

    // Without the remotes' rules (a remote or the api down) the page is served as before: the brand's head, 200.
    const plain = () => {
      const head = { language, title: BRAND, canonical: urlOf(path), alternates: alternatesOf(path) };
      return { status: 200, language, head: renderHead(head), body: renderBody(head) };
    };
    const found = await findRule(registry, path);
    if (!found) return notFound(notFoundTitle);
    if (found.unknown) return plain();
    const { rule, params } = found;
    const trailOf = (name) => [...(rule.breadcrumb ?? []).map((crumb) => ({ name: crumb.name[language], path: crumb.path })), { name, path }];

    if (rule.kind === 'product') {
      let product;
      try {
        product = await productOf(params.idOrSlug);
      } catch {
        return plain();
      }
      if (!product) return notFound(rule.title[language]);
      if (product.slug !== params.idOrSlug) return { status: 301, redirect: pathInLanguage(`/shop/${encodeURIComponent(product.slug)}`, language) };
      const neutral = `/shop/${product.slug}`;
      const name = localizedText(language, product.name, product.nameEn);
      const url = urlOf(neutral);
      const image = { url: `${origin}/share/products/${encodeURIComponent(product.slug)}.jpg`, ...SHARE_IMAGE, alt: name };
      const head = {
        language,
        title: titleOf(name),
        heading: name,
        description: localizedText(language, product.description, product.descriptionEn),
        canonical: url,
        alternates: alternatesOf(neutral),
        ogType: 'product',
        image,
        jsonLd: [productJsonLd({ origin, language, product, url, image: image.url }), breadcrumbList(origin, language, trailOf(name).map((crumb, i, all) => (i === all.length - 1 ? { ...crumb, path: neutral } : crumb)))],
      };
      return { status: 200, language, head: renderHead(head), body: renderBody(head) };
    }

    const name = rule.title[language];
    const head = {
      language,
      title: titleOf(name),
      heading: name,
      description: rule.description?.[language],
      canonical: urlOf(path),
      alternates: alternatesOf(path),
      noindex: rule.noindex,
      image: { url: `${origin}/share/harman.jpg`, ...SHARE_IMAGE, alt: 'Harman Kahve' },
      jsonLd: [
        ...(rule.kind === 'home' ? [roastery(origin)] : []),
        ...(rule.breadcrumb ? [breadcrumbList(origin, language, trailOf(name))] : []),
      ],
    };
    return { status: 200, language, head: renderHead(head), body: renderBody(head) };
  };
}

/** The shell's page with the head and body written in, and `<html lang>` set to the page's language. */
export function withPageHead(html, answer) {
  if (!answer?.head) return html;
  return html
    .replace(/<html lang="[a-z]+"/, `<html lang="${answer.language}"`)
    .replace('</head>', `${answer.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root"></div><noscript>${answer.body}</noscript>`);
}

export { LANGUAGES };
