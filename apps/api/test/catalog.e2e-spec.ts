import {
  apiErrorSchema,
  catalogResponseSchema,
  productDetailSchema,
  productListResponseSchema,
  type ProductDetail,
  type ProductListResponse,
} from '@harman/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app';

/** The home strip's coffees, in the order of the storefront spec (§9: 'Featured coffees (250g packs, TL)'). */
const FEATURED = {
  'ethiopia-yirgacheffe': { nameEn: 'Ethiopia Yirgacheffe', basePrice: 28_500 },
  'house-blend': { nameEn: 'House Blend', basePrice: 22_500 },
  'signature-espresso': { nameEn: 'Signature Espresso', basePrice: 24_500 },
  'colombia-supremo': { nameEn: 'Colombia Supremo', basePrice: 26_500 },
  'brazil-santos': { nameEn: 'Brazil Santos', basePrice: 19_500 },
  'guatemala-antigua': { nameEn: 'Guatemala Antigua', basePrice: 29_500 },
};
const COFFEE_CATEGORIES = ['beans', 'single-origin', 'blends', 'espresso'];

/** Every tab, children after their parent (the order the shop shows them in). */
const tabsOf = (page: ProductListResponse) => page.categories.flatMap((category) => [category, ...(category.children ?? [])]);

describe('catalogue', () => {
  let t: TestApp;
  /** Every listed product's full record (the detail answer), to check the lists against. */
  let all: ProductDetail[];
  const bySlug = (slug: string) => all.find((product) => product.slug === slug)!;

  const list = async (query: Record<string, string | number | boolean>): Promise<ProductListResponse> => {
    const response = await request(t.server).get('/api/products').query(query).expect(200);
    // The body is exactly the contract: parsing drops unknown keys, so equality means there were none.
    expect(response.body).toEqual(productListResponseSchema.parse(response.body));
    return response.body as ProductListResponse;
  };
  const slugs = (page: ProductListResponse) => page.items.map((item) => item.slug);

  beforeAll(async () => {
    t = await startTestApp();
    const cards = (await list({ pageSize: 100 })).items;
    all = await Promise.all(cards.map(async (card) => (await request(t.server).get(`/api/products/${card.slug}`).expect(200)).body as ProductDetail));
  });
  afterAll(() => t?.close());

  it('serves the seeded catalogue of about forty products', () => {
    expect(all.length).toBeGreaterThanOrEqual(38);
    expect(all.length).toBeLessThanOrEqual(45);
    for (const product of all) {
      expect(product.primaryImage?.url).toBe(`/api/media/products/${product.slug}.svg`);
      expect(product.currency).toBe('TRY');
    }
  });

  it('returns exactly the six featured coffees at their 250 g prices, in the spec’s order', async () => {
    // The home strip's own request (storefront get-featured-products.ts).
    const page = await list({ featured: true, pageSize: 6, lang: 'en' });
    expect(page.total).toBe(6);
    expect(slugs(page)).toEqual(Object.keys(FEATURED));
    expect(Object.fromEntries(page.items.map((item) => [item.slug, { nameEn: item.name, basePrice: item.price }])))
      .toEqual(FEATURED);
    for (const item of page.items) {
      expect(bySlug(item.slug).featured).toBe(true);
      expect(item.colors).toHaveLength(2);
      expect(item.subtitle).toBeTruthy();
      expect(item.soldOut).toBeUndefined();
    }
    const turkish = await list({ featured: true });
    for (const item of turkish.items) expect(item).toMatchObject({ name: bySlug(item.slug).name, subtitle: bySlug(item.slug).subtitle });
  });

  it('searches Turkish text without regard to case or the dotted İ', async () => {
    for (const q of ['ETİYOPYA', 'etiyopya', 'Etiyopya', 'ETIYOPYA']) {
      const page = await list({ q });
      expect(slugs(page)).toContain('ethiopia-yirgacheffe');
      expect(page.items.find((item) => item.slug === 'ethiopia-yirgacheffe')?.name).toBe('Etiyopya Yirgacheffe');
    }
    // Every grinder is a 'Değirmen(i)'; the other letters of Turkish fold too ('degirmen' finds the same).
    const grinders = await list({ q: 'DEĞİRMEN', pageSize: 100 });
    const allGrinders = all.filter((item) => item.category.slug === 'grinders').map((item) => item.slug);
    expect(slugs(grinders)).toEqual(expect.arrayContaining(allGrinders));
    expect(slugs(await list({ q: 'degirmen', pageSize: 100 }))).toEqual(slugs(grinders));
    expect((await list({ q: 'zzz-no-such-coffee' })).total).toBe(0);
    // LIKE wildcards in the term are literal.
    expect((await list({ q: '%' })).total).toBe(0);
  });

  it('searches the English names too', async () => {
    expect(slugs(await list({ q: 'grinder' }))).toContain('manual-grinder');
  });

  it('lists the tags of each product in both languages, and finds a product by an English-only tag', async () => {
    const brazil = bySlug('brazil-santos');
    expect(brazil.tags).toEqual(['tek köken', 'brezilya', 'fındık', 'düşük asidite']);
    expect(brazil.tagsEn).toEqual(['single origin', 'brazil', 'hazelnut', 'low acidity']);
    for (const item of all) expect(item.tagsEn).toHaveLength(item.tags.length);
    // 'low acidity' is in no searched text but Brazil Santos's English tags.
    for (const q of ['Low Acidity', 'LOW ACIDITY']) expect(slugs(await list({ q }))).toEqual(['brazil-santos']);
    // 'hazelnut' is also a tasting note (a subtitle) of other coffees; the tag and the Turkish tag find Brazil Santos.
    for (const q of ['hazelnut', 'HAZELNUT', 'FINDIK']) expect(slugs(await list({ q }))).toContain('brazil-santos');
  });

  it('filters by category, including its children', async () => {
    const beans = await list({ category: 'beans', pageSize: 100 });
    const coffees = all.filter((item) => COFFEE_CATEGORIES.includes(item.category.slug));
    expect(beans.total).toBe(coffees.length);
    expect(new Set(slugs(beans))).toEqual(new Set(coffees.map((item) => item.slug)));
    expect(slugs(beans)).toContain('turkish-coffee'); // filed directly under the parent

    const singleOrigin = await list({ category: 'single-origin', pageSize: 100 });
    expect(singleOrigin.total).toBeGreaterThan(0);
    expect(singleOrigin.items.every((item) => bySlug(item.slug).category.slug === 'single-origin')).toBe(true);

    expect((await list({ category: 'no-such-category' })).total).toBe(0);
  });

  it('filters by a price range given in lira', async () => {
    const page = await list({ minPrice: 200, maxPrice: 300, pageSize: 100 });
    const expected = all.filter((item) => item.basePrice >= 20_000 && item.basePrice <= 30_000);
    expect(page.total).toBe(expected.length);
    expect(new Set(slugs(page))).toEqual(new Set(expected.map((item) => item.slug)));
    const exact = await list({ minPrice: 285, maxPrice: 285 });
    expect(slugs(exact)).toEqual(['ethiopia-yirgacheffe']);
  });

  it('sorts by each option', async () => {
    const slugOrder = (a: ProductDetail, b: ProductDetail) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
    const time = (item: ProductDetail) => Date.parse(item.createdAt);
    const expectations: Record<string, (a: ProductDetail, b: ProductDetail) => number> = {
      featured: (a, b) =>
        Number(b.featured) - Number(a.featured) ||
        Number(b.bestseller) - Number(a.bestseller) ||
        time(b) - time(a) ||
        slugOrder(a, b),
      'price-low': (a, b) => a.basePrice - b.basePrice || slugOrder(a, b),
      'price-high': (a, b) => b.basePrice - a.basePrice || slugOrder(a, b),
      newest: (a, b) => time(b) - time(a) || slugOrder(a, b),
      rating: (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount || slugOrder(a, b),
    };
    for (const [sort, compare] of Object.entries(expectations)) {
      const page = await list({ sort, pageSize: 100 });
      expect({ sort, slugs: slugs(page) }).toEqual({ sort, slugs: [...all].sort(compare).map((item) => item.slug) });
    }
    const featuredFirst = await list({ pageSize: 6 });
    expect(featuredFirst.items.every((item) => bySlug(item.slug).featured)).toBe(true);
  });

  it('paginates without gaps or repeats', async () => {
    const pageSize = 7;
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const result = await list({ sort: 'price-low', page, pageSize });
      expect(result).toMatchObject({ page, pageSize, total: all.length });
      if (result.items.length === 0) break;
      seen.push(...slugs(result));
    }
    expect(seen).toEqual(slugs(await list({ sort: 'price-low', pageSize: 100 })));
    expect((await list({ page: 99, pageSize })).items).toEqual([]);
  });

  it('counts products per category over the same search and price filters, across categories', async () => {
    const unfiltered = await list({});
    const count = (page: ProductListResponse, slug: string) => tabsOf(page).find((c) => c.slug === slug)?.count;
    expect(tabsOf(unfiltered).map((category) => category.slug)).toEqual([
      'beans',
      'single-origin',
      'blends',
      'espresso',
      'pour-over',
      'espresso-equipment',
      'grinders',
      'accessories',
    ]);
    for (const category of tabsOf(unfiltered)) {
      const members = all.filter((item) =>
        category.slug === 'beans' ? COFFEE_CATEGORIES.includes(item.category.slug) : item.category.slug === category.slug,
      );
      expect({ slug: category.slug, count: category.count }).toEqual({ slug: category.slug, count: members.length });
    }
    const topLevel = ['beans', 'pour-over', 'espresso-equipment', 'grinders', 'accessories'];
    expect(topLevel.reduce((sum, slug) => sum + (count(unfiltered, slug) ?? 0), 0)).toBe(all.length);

    // A category filter narrows the items, not the tab counts.
    const withCategory = await list({ category: 'grinders' });
    expect(withCategory.categories).toEqual(unfiltered.categories);
    expect(withCategory.total).toBe(count(unfiltered, 'grinders'));

    // Search and price do narrow the counts.
    const searched = await list({ q: 'espresso', maxPrice: 300 });
    const matching = all.filter(
      (item) =>
        item.basePrice <= 30_000 &&
        [item.name, item.nameEn, item.subtitle, item.subtitleEn, item.description, item.descriptionEn, ...item.tags, ...item.tagsEn]
          .join(' ')
          .toLowerCase()
          .includes('espresso'),
    );
    expect(count(searched, 'espresso')).toBe(matching.filter((item) => item.category.slug === 'espresso').length);
    expect(count(searched, 'grinders')).toBe(0);
    expect(searched.total).toBe(matching.length);
  });

  it('shows compare prices, sale flags and sold-out products', async () => {
    const sumatra = bySlug('sumatra-mandheling');
    expect(sumatra.comparePrice).toBeGreaterThan(sumatra.basePrice);
    expect(sumatra.onSale).toBe(true);
    const soldOut = all.filter((item) => item.stock === 0).map((item) => item.slug);
    expect(soldOut).toEqual(expect.arrayContaining(['panama-geisha', 'distribution-tool-wdt']));
    expect(all.some((item) => item.bestseller)).toBe(true);
    expect(all.some((item) => item.newProduct)).toBe(true);
    // The cards say the same, each in its own way.
    const cards = (await list({ pageSize: 100 })).items;
    expect(cards.find((card) => card.slug === 'sumatra-mandheling')?.comparePrice).toBe(sumatra.comparePrice);
    expect(cards.filter((card) => card.soldOut).map((card) => card.slug).sort()).toEqual(soldOut.sort());
    expect(cards.filter((card) => card.bestseller).map((card) => card.slug).sort()).toEqual(all.filter((item) => item.bestseller).map((item) => item.slug).sort());
    expect(cards.filter((card) => card.newProduct).map((card) => card.slug).sort()).toEqual(all.filter((item) => item.newProduct).map((item) => item.slug).sort());
  });

  describe('product detail', () => {
    it('returns a product by slug and by id with variants, images and inventory', async () => {
      const bySlug = await request(t.server).get('/api/products/ethiopia-yirgacheffe').expect(200);
      expect(bySlug.body).toEqual(productDetailSchema.parse(bySlug.body));
      const byId = await request(t.server).get(`/api/products/${bySlug.body.id}`).expect(200);
      expect(byId.body).toEqual(bySlug.body);

      const product = bySlug.body;
      expect(product).toMatchObject({ name: 'Etiyopya Yirgacheffe', basePrice: 28_500, featured: true, weight: 250 });
      expect(product.detailedDescription).toContain('Etiyopya');
      expect(product.detailedDescriptionEn).toContain('Ethiopia');
      expect(product.tags).toEqual(['tek köken', 'etiyopya', 'çiçeksi', 'açık kavrum']);
      expect(product.tagsEn).toEqual(['single origin', 'ethiopia', 'floral', 'light roast']);
      expect(product.variants.map((variant: { name: string; price: number }) => [variant.name, variant.price])).toEqual([
        ['250g', 28_500],
        ['1kg', 99_000],
      ]);
      // The main illustration first, then the seed's two further views (beans, cup) for the gallery.
      expect(product.images).toHaveLength(3);
      expect(product.images[0]).toEqual(product.primaryImage);
      expect(product.images.map((image: { url: string }) => image.url)).toEqual([
        '/api/media/products/ethiopia-yirgacheffe.svg',
        '/api/media/products/ethiopia-yirgacheffe-beans.svg',
        '/api/media/products/ethiopia-yirgacheffe-cup.svg',
      ]);
      expect(product.inventory).toHaveLength(2);
      const totalStock = product.inventory.reduce((sum: number, row: { quantity: number }) => sum + row.quantity, 0);
      expect(product.stock).toBe(totalStock);
      expect(product.inventory.map((row: { sku: string }) => row.sku).sort()).toEqual(
        product.variants.map((variant: { sku: string }) => variant.sku).sort(),
      );
    });

    it('gives equipment its own stock row and no variants', async () => {
      const { body } = await request(t.server).get('/api/products/chemex-6-cup').expect(200);
      expect(body.variants).toEqual([]);
      expect(body.inventory).toEqual([expect.objectContaining({ sku: body.sku, location: 'main' })]);
      expect(body.stock).toBe(body.inventory[0].quantity);
    });

    it.each(['no-such-product', '00000000-0000-4000-8000-000000000000', 'Not A Slug!', 'x'.repeat(200)])(
      'answers 404 PRODUCT_NOT_FOUND for %s',
      async (key) => {
        const response = await request(t.server).get(`/api/products/${encodeURIComponent(key)}`).expect(404);
        expect(response.body).toEqual({ statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
      },
    );
  });

  describe('bad query parameters', () => {
    it.each([
      [{ unknown: '1' }, 'unknown'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ page: '0' }, 'page'],
      [{ pageSize: '101' }, 'pageSize'],
      [{ minPrice: '-1' }, 'minPrice'],
      [{ minPrice: 'abc' }, 'minPrice'],
      [{ featured: 'yes' }, 'featured'],
      [{ category: 'Kahve Çekirdekleri' }, 'category'],
      [{ minPrice: '300', maxPrice: '100' }, 'minPrice'],
    ])('rejects %j with 400 VALIDATION_FAILED naming the field', async (query, field) => {
      const response = await request(t.server).get('/api/products').query(query).expect(400);
      expect(apiErrorSchema.parse(response.body)).toEqual(response.body);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(Object.keys(response.body.fields)).toContain(field);
    });

    it.each([
      ['a NUL byte', '\u0000'],
      ['a line feed', 'kahve\nçekirdeği'],
      ['101 characters', 'k'.repeat(101)],
    ])('rejects a search with %s', async (_label, q) => {
      const response = await request(t.server).get('/api/products').query({ q }).expect(400);
      expect(Object.keys(response.body.fields)).toEqual(['q']);
    });

    it('answers any query with 200 or 400, never a server error', async () => {
      const naughty = fc.oneof(
        fc.constantFrom('', ' ', '\uFEFF', '\uD800', "' OR '1'='1' --", 'name;DROP TABLE products', '{{7*7}}', '%_\\', '１２３', '1e308', '-0', 'NaN', 'Infinity', '0x10', ' 5 '),
        fc.string({ maxLength: 120 }),
      );
      const keys = fc.constantFrom('q', 'category', 'minPrice', 'maxPrice', 'sort', 'page', 'pageSize', 'featured', '__proto__[x]', 'a[]');
      await fc.assert(
        fc.asyncProperty(fc.dictionary(keys, naughty, { maxKeys: 4 }), async (query) => {
          const response = await request(t.server).get('/api/products').query(query);
          expect([200, 400]).toContain(response.status);
          if (response.status === 400) expect(response.body.code).toBe('VALIDATION_FAILED');
        }),
        { numRuns: 200 },
      );
    });

    it('rejects a repeated parameter', async () => {
      const response = await request(t.server).get('/api/products?sort=newest&sort=rating').expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('page cache', () => {
    const probe = { q: 'zz-cache-probe' };
    afterAll(() => t.dataSource.query(`UPDATE products SET name = 'Kenya AA' WHERE slug = 'kenya-aa'`));

    it('serves a page from the cache for a while; a client asking for no-cache gets the database', async () => {
      expect((await list(probe)).total).toBe(0);
      await t.dataSource.query(`UPDATE products SET name = 'Kenya AA zz-cache-probe' WHERE slug = 'kenya-aa'`);
      expect((await list(probe)).total).toBe(0); // the same page, within its 10 s
      const fresh = await request(t.server).get('/api/products').query(probe).set('Cache-Control', 'no-cache').expect(200);
      expect(fresh.body.total).toBe(1);
    });

    it('sends an entity tag and answers 304 without a body to a client that has the page', async () => {
      const first = await request(t.server).get('/api/products').query({ sort: 'newest' }).expect(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const again = await request(t.server).get('/api/products').query({ sort: 'newest' }).set('If-None-Match', etag).expect(304);
      expect(again.text ?? '').toBe('');
    });
  });

  it('lists the whole catalogue by category for the printable page', async () => {
    const response = await request(t.server).get('/api/catalog').expect(200);
    const catalog = catalogResponseSchema.parse(response.body);
    expect(response.body).toEqual(catalog);
    expect(catalog.categories.map((category) => category.slug)).toEqual([
      'beans', 'single-origin', 'blends', 'espresso', 'pour-over', 'espresso-equipment', 'grinders', 'accessories',
    ]);
    const entries = catalog.categories.flatMap((category) => category.products.map((product) => ({ ...product, category: category.slug })));
    expect(entries.map((entry) => entry.slug).sort()).toEqual(all.map((item) => item.slug).sort());
    for (const entry of entries) {
      const summary = all.find((item) => item.slug === entry.slug)!;
      expect({ slug: entry.slug, category: entry.category, price: entry.basePrice, inStock: entry.inStock, updated: Date.parse(entry.updatedAt) >= Date.parse(summary.updatedAt!) })
        .toEqual({ slug: summary.slug, category: summary.category.slug, price: summary.basePrice, inStock: summary.stock > 0, updated: true });
    }
    const yirgacheffe = entries.find((entry) => entry.slug === 'ethiopia-yirgacheffe')!;
    expect(yirgacheffe.variants).toEqual([
      { name: '250g', nameEn: '250g', price: 28_500 },
      { name: '1kg', nameEn: '1kg', price: 99_000 },
    ]);
  });

  it('serves product illustrations as long-cached static files', async () => {
    const response = await request(t.server).get('/api/media/products/house-blend.svg').expect(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toMatch(/max-age=2592000/);
    const missing = await request(t.server).get('/api/media/products/nope.svg').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
