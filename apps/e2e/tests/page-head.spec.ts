import type { APIRequestContext } from '@playwright/test';
import { test, expect, navigateInApp } from './fixtures';
import { SHELL_URL } from '../stack';
import { grid } from './shop-helpers';

/** What a crawler or a link-preview bot reads: the first HTML response, no script run. */
const BOTS = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  whatsapp: 'WhatsApp/2.23.20.0 A',
  twitter: 'Twitterbot/1.0',
};
const SLUG = 'ethiopia-yirgacheffe';

type Product = { id: string; slug: string; name: string; nameEn: string; description: string; descriptionEn: string; stock: number; rating: number | null; reviewCount: number };

async function product(request: APIRequestContext): Promise<Product> {
  return (await request.get(`/api/products/${SLUG}`)).json();
}

/** The head's tags, read from the raw HTML the way a bot reads them. */
function readHead(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const decode = (value: string | undefined) => value?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta [^>]*>/g)].map(([tag]) => tag);
  const meta = (key: string) => decode(attr(metas.find((tag) => tag.includes(`name="${key}"`) || tag.includes(`property="${key}"`)) ?? '', 'content'));
  const links = [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);
  const titles = [...head.matchAll(/<title[^>]*>(.*?)<\/title>/g)].map((m) => decode(m[1]));
  return {
    lang: /<html lang="([a-z]+)"/.exec(html)?.[1],
    titles,
    description: meta('description'),
    robots: meta('robots'),
    meta,
    canonical: attr(links.find((tag) => tag.includes('rel="canonical"')) ?? '', 'href'),
    hreflang: Object.fromEntries(links.filter((tag) => tag.includes('hreflang=')).map((tag) => [attr(tag, 'hreflang'), attr(tag, 'href')])),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>),
  };
}

async function fetchAs(request: APIRequestContext, path: string, bot: keyof typeof BOTS) {
  const response = await request.get(path, { headers: { 'User-Agent': BOTS[bot] }, maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'], html: await response.text() };
}

for (const bot of Object.keys(BOTS) as (keyof typeof BOTS)[]) {
  test.describe(`the document as ${bot} reads it, without scripts`, () => {
    test('home, shop, about and contact in both languages', async ({ request }) => {
      const pages = [
        { path: '/', lang: 'tr', title: 'Taze Kavrulmuş Nitelikli Kahve | Harman', description: 'Harman Kahve: taze kavrulmuş nitelikli kahve, demleme ekipmanları ve kahve okulu.', neutral: '/' },
        { path: '/en', lang: 'en', title: 'Freshly Roasted Specialty Coffee | Harman', description: 'Harman Coffee: freshly roasted specialty coffee, brewing gear and a coffee school.', neutral: '/' },
        { path: '/shop', lang: 'tr', title: 'Mağaza | Harman', description: 'Taze kavrulmuş kahveler, demleme ekipmanları ve aksesuarlar. Öne çıkanlar, fiyat, yenilik ya da en yüksek puana göre sıralayın.', neutral: '/shop' },
        { path: '/en/shop', lang: 'en', title: 'Shop | Harman', description: 'Freshly roasted coffee, brewing gear and accessories. Sort by featured, price, newest or highest rated.', neutral: '/shop' },
        { path: '/about', lang: 'tr', title: 'Hikayemiz | Harman', description: 'Harman, 2014’te Kadıköy’de küçük bir kavurma makinesi ve büyük bir merakla başladı.', neutral: '/about' },
        { path: '/en/about', lang: 'en', title: 'Our Story | Harman', neutral: '/about' },
        { path: '/contact', lang: 'tr', title: 'İletişim | Harman', neutral: '/contact' },
        { path: '/en/contact', lang: 'en', title: 'Contact | Harman', neutral: '/contact' },
      ];
      for (const expected of pages) {
        const { status, html } = await fetchAs(request, expected.path, bot);
        expect(status, expected.path).toBe(200);
        const head = readHead(html);
        expect(head.lang, expected.path).toBe(expected.lang);
        expect(head.titles, expected.path).toEqual([expected.title]);
        if (expected.description) expect(head.description, expected.path).toBe(expected.description);
        expect(head.description, expected.path).toBeTruthy();
        expect(head.robots, expected.path).toBeUndefined();
        const own = `${SHELL_URL}${expected.path}`;
        expect(head.canonical, expected.path).toBe(own);
        const tr = `${SHELL_URL}${expected.neutral}`;
        const en = `${SHELL_URL}${expected.neutral === '/' ? '/en' : `/en${expected.neutral}`}`;
        expect(head.hreflang, expected.path).toEqual({ tr, en, 'x-default': tr });
        expect(head.meta('og:title'), expected.path).toBe(expected.title);
        expect(head.meta('og:url'), expected.path).toBe(own);
        expect(head.meta('og:locale'), expected.path).toBe(expected.lang === 'en' ? 'en_US' : 'tr_TR');
        expect(head.meta('og:description'), expected.path).toBe(head.description);
        expect(head.meta('twitter:card'), expected.path).toBe('summary_large_image');
        expect(head.meta('og:image'), expected.path).toBe(`${SHELL_URL}/share/harman.jpg`);
        // The page's name is in the first response, as text.
        expect(html).toContain(`<h1>${expected.title.replace(' | Harman', '')}</h1>`);
      }
      const home = readHead((await fetchAs(request, '/', bot)).html);
      expect(home.jsonLd.find((data) => (data['@type'] as string[]).includes('CafeOrCoffeeShop'))).toMatchObject({ name: 'Harman Kahve', url: `${SHELL_URL}/` });
      const shop = readHead((await fetchAs(request, '/en/shop', bot)).html);
      expect(shop.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')).toMatchObject({
        itemListElement: [
          { position: 1, name: 'Home', item: `${SHELL_URL}/en` },
          { position: 2, name: 'Shop', item: `${SHELL_URL}/en/shop` },
        ],
      });
    });

    test('a product by slug and by id, in both languages', async ({ request }) => {
      const coffee = await product(request);
      for (const language of ['tr', 'en'] as const) {
        const prefix = language === 'en' ? '/en' : '';
        const name = language === 'en' ? coffee.nameEn : coffee.name;
        const description = language === 'en' ? coffee.descriptionEn : coffee.description;
        const { status, html } = await fetchAs(request, `${prefix}/shop/${SLUG}`, bot);
        expect(status).toBe(200);
        const head = readHead(html);
        expect(head.lang).toBe(language);
        expect(head.titles).toEqual([`${name} | Harman`]);
        expect(head.description).toBe(description);
        expect(head.canonical).toBe(`${SHELL_URL}${prefix}/shop/${SLUG}`);
        expect(head.hreflang).toEqual({ tr: `${SHELL_URL}/shop/${SLUG}`, en: `${SHELL_URL}/en/shop/${SLUG}`, 'x-default': `${SHELL_URL}/shop/${SLUG}` });
        expect(head.meta('og:type')).toBe('product');
        expect(head.meta('og:title')).toBe(`${name} | Harman`);
        expect(head.meta('og:image')).toBe(`${SHELL_URL}/share/products/${SLUG}.jpg`);
        expect(head.meta('og:image:width')).toBe('1200');
        expect(head.meta('og:image:height')).toBe('630');
        expect(head.meta('og:image:alt')).toBe(name);
        expect(head.meta('twitter:card')).toBe('summary_large_image');
        expect(html).toContain(`<h1>${name}</h1>`);
        // What Google's Product rich result requires: a name, and offers with a price (or a rating / review).
        const data = head.jsonLd.find((entry) => entry['@type'] === 'Product') as { name: string; image: string[]; offers: unknown; aggregateRating?: unknown };
        expect(data.name).toBe(name);
        expect(data.image[0]).toBe(`${SHELL_URL}/share/products/${SLUG}.jpg`);
        const offers = data.offers as Record<string, string>;
        expect(offers.priceCurrency).toBe('TRY');
        expect(Number(offers.price ?? offers.lowPrice)).toBeGreaterThan(0);
        expect(offers.availability).toBe(coffee.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
        if (coffee.reviewCount > 0) expect(data.aggregateRating).toMatchObject({ reviewCount: coffee.reviewCount });
        else expect(data.aggregateRating).toBeUndefined();
        expect(head.jsonLd.find((entry) => entry['@type'] === 'BreadcrumbList')).toMatchObject({
          itemListElement: [{ position: 1 }, { position: 2, item: `${SHELL_URL}${prefix}/shop` }, { position: 3, name, item: `${SHELL_URL}${prefix}/shop/${SLUG}` }],
        });

        const byId = await fetchAs(request, `${prefix}/shop/${coffee.id}`, bot);
        expect(byId.status).toBe(301);
        expect(byId.location).toBe(`${prefix}/shop/${SLUG}`);
      }
    });

    test('a missing path and a missing product answer 404 with noindex', async ({ request }) => {
      for (const [path, title] of [
        ['/no-such-page', 'Sayfa bulunamadı | Harman'],
        ['/en/no-such-page', 'Page not found | Harman'],
        ['/shop/no-such-coffee', 'Ürün Bulunamadı | Harman'],
        ['/en/shop/no-such-coffee', 'Product Not Found | Harman'],
      ]) {
        const { status, html } = await fetchAs(request, path, bot);
        expect(status, path).toBe(404);
        const head = readHead(html);
        expect(head.titles, path).toEqual([title]);
        expect(head.robots, path).toBe('noindex');
      }
    });
  });
}

test.describe('the crawl files and the server answers', () => {
  test('HEAD answers as GET; account, cart and checkout are not indexed; robots and sitemap', async ({ request, page }) => {
    expect((await request.head('/')).status()).toBe(200);
    expect((await request.head('/no-such-page')).status()).toBe(404);
    for (const path of ['/cart', '/checkout', '/en/dashboard', '/auth/login', '/admin/login']) {
      expect(readHead(await (await request.get(path)).text()).robots, path).toBe('noindex');
    }

    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const rules = await robots.text();
    for (const path of ['/dashboard', '/admin', '/checkout', '/cart', '/en/checkout', '/en/cart', '/en/dashboard']) expect(rules).toContain(`Disallow: ${path}\n`);
    expect(rules).toContain(`Sitemap: ${SHELL_URL}/sitemap.xml`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    await page.goto('/');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) return null;
      return [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent,
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        alternates: url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link').length,
      }));
    }, xml);
    expect(parsed).not.toBeNull();
    const { total } = await (await request.get('/api/products?pageSize=1')).json();
    const productUrls = parsed!.filter((entry) => /\/shop\/[^/]+$/.test(entry.loc ?? ''));
    expect(productUrls).toHaveLength(total * 2);
    expect(new Set(productUrls.map((entry) => entry.loc)).size).toBe(total * 2);
    expect(productUrls.every((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry.lastmod ?? '') && entry.alternates === 3)).toBe(true);
    expect(parsed!.map((entry) => entry.loc)).toEqual(expect.arrayContaining([`${SHELL_URL}/shop/${SLUG}`, `${SHELL_URL}/en/shop/${SLUG}`, `${SHELL_URL}/`, `${SHELL_URL}/en`]));
  });

  test('favicon, web manifest and share images', async ({ request }) => {
    expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml');
    expect((await request.get('/favicon.ico')).headers()['content-type']).toContain('image/png');
    // Each icon named once: a second link to the same file is a second request for it.
    const page = await (await request.get('/')).text();
    expect(page.match(/<link rel="icon"[^>]*>/g)?.map((link) => /href="([^"]+)"/.exec(link)?.[1])).toEqual(['/favicon.svg', '/favicon-32.png']);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Harman Kahve', start_url: '/' });
    for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);

    const share = await request.get(`/share/products/${SLUG}.jpg`);
    expect(share.status()).toBe(200);
    expect(share.headers()['content-type']).toBe('image/jpeg');
    const bytes = await share.body();
    // JPEG: SOI marker, and a baseline or progressive frame of 1200×630.
    expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    const frame = bytes.findIndex((byte, i) => byte === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
    expect([bytes.readUInt16BE(frame + 5), bytes.readUInt16BE(frame + 7)]).toEqual([630, 1200]);
    expect((await request.get('/share/products/no-such-coffee.jpg')).status()).toBe(404);
  });
});

test.describe('the head in the browser', () => {
  test('clicking to a product and switching to English changes title, description, lang and URL; reload keeps it', async ({ page, request }) => {
    const coffee = await product(request);
    await page.goto('/');
    await expect(page).toHaveTitle('Taze Kavrulmuş Nitelikli Kahve | Harman');
    await page.getByTestId('featured-products').getByRole('link', { name: coffee.name }).first().click();
    await expect(page).toHaveURL(`${SHELL_URL}/shop/${SLUG}`);
    await expect(page).toHaveTitle(`${coffee.name} | Harman`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', coffee.description);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

    await page.getByRole('group', { name: 'Dil' }).getByRole('button', { name: 'EN' }).click();
    await expect(page).toHaveURL(`${SHELL_URL}/en/shop/${SLUG}`);
    await expect(page).toHaveTitle(`${coffee.nameEn} | Harman`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', coffee.descriptionEn);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.locator('head title').count()).toBe(1);

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Description' })).toBeVisible();
    await expect(page).toHaveTitle(`${coffee.nameEn} | Harman`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', coffee.descriptionEn);
    expect(await page.locator('head title').count()).toBe(1);
    // Links keep the language.
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/en/shop');
  });

  test('after a client-side route change focus is on the new page heading and the change is announced once', async ({ page }) => {
    await page.goto('/en');
    await expect(page).toHaveTitle('Freshly Roasted Specialty Coffee | Harman');
    const announcer = page.getByTestId('route-announcer');
    await expect(announcer).toHaveText('');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shop' }).click();
    await expect(page).toHaveURL(`${SHELL_URL}/en/shop`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeFocused();
    await expect(announcer).toHaveText('Shop | Harman');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(page).toHaveTitle('Shop | Harman');

    // The next hop, to a page of another route group: focus again on the new heading, announced once.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(`${SHELL_URL}/en/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeFocused();
    await expect(announcer).toHaveText('Contact | Harman');
    await expect(page).toHaveTitle('Contact | Harman');
  });
});

test.describe('a crawler following links', () => {
  test('reaches every product in both languages from / by following only <a href> links', async ({ page, request }) => {
    test.setTimeout(300_000);
    const { total } = await (await request.get('/api/products?pageSize=1')).json();
    const products = { tr: new Set<string>(), en: new Set<string>() };
    const hrefs = async () => page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute('href') ?? ''));
    // Listing pages are visited (home, the shop, its category tabs and pages); product pages only collected.
    // A page of the language on screen is reached as a link click would (the shell's router, no reload): the
    // hrefs are the same, at a fraction of a full load (measured: 68 s for the crawl with a load per page).
    const queue = ['/'];
    const seen = new Set(queue);
    const languageOf = (path: string) => (/^\/en(\/|$|\?)/.test(path) ? 'en' : 'tr');
    let onScreen: 'tr' | 'en' | null = null;
    while (queue.length > 0) {
      const sameLanguage = queue.findIndex((queued) => languageOf(queued) === onScreen);
      const path = queue.splice(Math.max(sameLanguage, 0), 1)[0];
      const listing = /\/shop(\?|$)/.test(path);
      if (languageOf(path) === onScreen) {
        // The list of the new address has arrived and is on screen (the old one stays until then).
        const answered = listing ? page.waitForResponse((response) => new URL(response.url()).pathname === '/api/products') : null;
        await navigateInApp(page, path);
        await answered;
      } else await page.goto(path);
      onScreen = languageOf(path);
      await expect(page).toHaveURL(`${SHELL_URL}${path}`);
      if (listing) {
        await expect(page.getByTestId('product-grid').locator('xpath=ancestor::section[1]')).toHaveAttribute('aria-busy', 'false');
        await expect(grid(page).getByRole('article').first()).toBeVisible();
      } else await expect(page.getByTestId('featured-products').getByRole('link').first()).toBeVisible();
      for (const href of await hrefs()) {
        if (!href.startsWith('/')) continue;
        const product = /^(\/en)?\/shop\/([^/?#]+)$/.exec(href);
        if (product) {
          products[product[1] ? 'en' : 'tr'].add(product[2]);
          continue;
        }
        const listingLink = /^(\/en)?(\/|\/shop(\?[^#]*)?)?$/.test(href) && !/[?&](q|sort|min|max)=/.test(href);
        if (listingLink && !seen.has(href)) {
          seen.add(href);
          queue.push(href);
        }
      }
    }
    expect(products.tr.size).toBe(total);
    expect(products.en.size).toBe(total);
  });
});
