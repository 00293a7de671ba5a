import { adminProductDetailSchema, productListResponseSchema, type AdminProductDetail, type ProductListResponse } from '@harman/contracts';
import fc from 'fast-check';
import request from 'supertest';
import { ListingSearchTokens1734000000000 } from '../src/database/migrations/1734000000000-listing-search-tokens';
import { rebuildListing } from '../src/database/rebuild-listing';
import { listingCountsQuery, listingFilter, type ListingFilters } from '../src/modules/catalog/helpers/listing-sql';
import { searchesByToken } from '../src/modules/catalog/helpers/search-fold';
import { CookieJar, seedUser, signIn } from './support/accounts';
import { addBulkProducts } from './support/bulk-catalog';
import { searchTokenDrift } from './support/search-tokens';
import { startTestApp, type TestApp } from './support/test-app';

const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Every tab, children after their parent, with its count. */
const tabsOf = (page: ProductListResponse) =>
  page.categories.flatMap((category) => [category, ...(category.children ?? [])]).map(({ slug, count }) => [slug, count]);

/**
 * A search's tab counts read the token index of the search text (migration 1734000000000) when the term has no
 * separator and at least 3 characters. It must count exactly the products `search_text LIKE '%term%'` finds, and
 * follow every change of a product in the transaction that makes it.
 */
describe('catalogue search › token index', () => {
  let t: TestApp;
  let admin: CookieJar;
  let categories: Record<string, string>;

  const api = (method: 'get' | 'post' | 'put' | 'patch', path: string) => request(t.server)[method](path).set('Cookie', admin.header());
  const fresh = async (query: Record<string, string | number | boolean>): Promise<ProductListResponse> => {
    const response = await request(t.server).get('/api/products').query({ pageSize: 100, ...query }).set('Cache-Control', 'no-cache').expect(200);
    return productListResponseSchema.parse(response.body);
  };
  const create = async (body: Record<string, unknown>): Promise<AdminProductDetail> =>
    adminProductDetailSchema.parse((await api('post', '/api/admin/products').send(body).expect(201)).body);
  /** A save from the admin's form, as loaded, with `changes` made. */
  const edit = async (product: AdminProductDetail, changes: Record<string, unknown>): Promise<AdminProductDetail> => {
    const current = adminProductDetailSchema.parse((await api('get', `/api/admin/products/${product.id}`).expect(200)).body);
    const { id: _id, slug: _slug, sku: _sku, stock: _stock, images: _images, movements: _movements, updatedAt: _updatedAt, ...fields } = current;
    const variants = current.variants.map(({ id, name, nameEn, price }) => ({ id, name, nameEn, price }));
    return adminProductDetailSchema.parse((await api('put', `/api/admin/products/${product.id}`).send({ ...fields, variants, ...changes }).expect(200)).body);
  };

  /** The products and tab counts of a search through the token index (when it may use it) and through the text alone. */
  const bothWays = async (filters: ListingFilters) => {
    const filter = listingFilter(filters);
    const products = async (sql: string) =>
      (await t.dataSource.query<{ product_id: string }[]>(sql, filter.params)).map((row) => row.product_id).sort();
    const counts = async (chosen: typeof filter) => {
      const query = listingCountsQuery(filters, chosen, 'tr');
      return t.dataSource.query(query.sql, query.params);
    };
    const { byToken } = filter;
    return {
      byToken: byToken && {
        products: await products(
          `SELECT DISTINCT l.product_id FROM product_search_tokens l
           WHERE l.token_id IN (SELECT id FROM search_tokens WHERE token LIKE ${byToken.pattern}) AND ${byToken.rest}`,
        ),
        counts: await counts(filter),
      },
      byText: {
        products: await products(`SELECT l.product_id FROM product_listing_search l WHERE ${filter.sql}`),
        counts: await counts({ ...filter, byToken: undefined }),
      },
    };
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t, await seedUser(t, { role: 'admin', totpSecret: TOTP }));
    categories = Object.fromEntries(
      (await t.dataSource.query<{ slug: string; id: string }[]>(`SELECT slug, id FROM categories`)).map((row) => [row.slug, row.id]),
    );
    // 20 origins over every category, each product with the tokens 'parti' and 'parti-<n>'.
    await addBulkProducts(t.dataSource, 400);
    // LIKE wildcards taken literally: '100%' and 'tek_k' must find the first product only.
    await create({
      name: 'Yüzde 100% Arabica',
      nameEn: '100% Arabica',
      description: 'Yumuşak\tgövde\nkakao',
      categoryId: categories['single-origin'],
      price: 41_000,
      tags: ['tek_köken'],
      featured: true,
    });
    await create({
      name: 'Yüzde 100 Arabica',
      nameEn: '100 Arabica',
      description: 'Yumuşak gövde',
      categoryId: categories.blends,
      price: 12_000,
      tags: ['tekxköken'],
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('gives the products and tab counts of the search text, for terms of every kind, with the flag and price filters', async () => {
    const byToken = [
      'yopya', // inside a word
      'ETİYOPYA',
      'etıyopya',
      'parti', // two tokens of each bulk product: 'parti' and 'parti-<n>'
      'parti-7', // a tag
      'dengeli', // a description word
      'balanced', // English
      'ethiopia',
      '100%',
      'tek_k',
      'gövde', // after a tab
      'kakao', // after a newline
      'zzqx', // nothing
    ];
    const byText = ['kosta rika', 'ya', '%', 'gövde\nkakao'];
    const narrowing: Omit<ListingFilters, 'q'>[] = [
      {},
      { featured: true },
      { featured: false },
      { minPriceKurus: 10_000, maxPriceKurus: 200_000 },
      { featured: true, minPriceKurus: 30_000 },
    ];
    for (const q of [...byToken, ...byText]) {
      for (const extra of narrowing) {
        const { byToken: tokens, byText: text } = await bothWays({ q, ...extra });
        expect({ q, extra, byToken: Boolean(tokens) }).toEqual({ q, extra, byToken: byToken.includes(q) });
        if (tokens) expect({ q, extra, ...tokens }).toEqual({ q, extra, ...text });
      }
      const { byText: text } = await bothWays({ q });
      expect({ q, found: text.products.length > 0 }).toEqual({ q, found: q !== 'zzqx' });
    }
    expect((await bothWays({ q: '100%' })).byText.products).toHaveLength(1);
    expect((await bothWays({ q: 'tek_k' })).byText.products).toHaveLength(1);
    // 'parti' matches two tokens of a bulk product, which the tabs count once (as above).
    const [{ rows, products }] = await t.dataSource.query(
      `SELECT count(*)::int AS rows, count(DISTINCT product_id)::int AS products FROM product_search_tokens
       WHERE token_id IN (SELECT id FROM search_tokens WHERE token LIKE '%parti%')`,
    );
    expect(rows).toBeGreaterThan(products);

    // The shop's own answer: its tabs are the counts of the search text.
    for (const q of ['ETİYOPYA', 'parti', '100%', 'kosta rika']) {
      const { byText: text } = await bothWays({ q, featured: false, minPriceKurus: 10_000, maxPriceKurus: 200_000 });
      const page = await fresh({ q, featured: false, minPrice: 100, maxPrice: 2000 });
      expect({ q, tabs: tabsOf(page), total: page.total }).toEqual({
        q,
        tabs: text.counts.map((row: { slug: string; count: number }) => [row.slug, row.count]),
        total: text.counts[0].total,
      });
    }
  });

  it('agrees with the search text for any piece of it, in any case, and for odd terms', async () => {
    const texts = (await t.dataSource.query<{ search_text: string }[]>(`SELECT search_text FROM product_listing_search`)).map((row) => row.search_text);
    const piece = fc
      .tuple(fc.constantFrom(...texts), fc.nat(), fc.integer({ min: 1, max: 12 }), fc.boolean())
      .map(([text, start, length, upper]) => {
        const from = start % text.length;
        const term = text.slice(from, from + length);
        return upper ? term.toLocaleUpperCase('tr') : term;
      });
    const odd = fc.string({ unit: fc.constantFrom('a', 'e', 'i', 'ı', 'İ', 'r', 't', '-', '%', '_', '\\', ' ', '\t', '.', '1'), minLength: 1, maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(fc.oneof(piece, odd), fc.option(fc.boolean(), { nil: undefined }), async (q, featured) => {
        const { byToken: tokens, byText: text } = await bothWays({ q, featured });
        expect({ q, byToken: Boolean(tokens) }).toEqual({ q, byToken: searchesByToken(q) });
        if (tokens) expect({ q, featured, ...tokens }).toEqual({ q, featured, ...text });
      }),
      { numRuns: 150 },
    );
  });

  it('splits the search text on exactly the separators the api leaves to the search text', async () => {
    // ASCII whitespace splits; other spaces (no-break, em, ideographic, next line, zero width) are part of a token.
    for (const separator of [' ', '\t', '\n', '\r', '\f', '\v', '\u00a0', '\u2003', '\u3000', '\u0085', '\u200b', '\u1680']) {
      const [{ tokens }] = await t.dataSource.query<{ tokens: string[] }[]>(`SELECT ARRAY(SELECT search_text_tokens($1)) AS tokens`, [
        `kahve${separator}${separator}fincan`,
      ]);
      const splits = tokens.length === 2;
      expect({ separator, splits }).toEqual({ separator, splits: !searchesByToken(`kahve${separator}fincan`) });
    }
    expect(searchesByToken('ab')).toBe(false);
  });

  it('follows an edit of the name, description, tags, category, price and flag at once', async () => {
    const product = await create({
      name: 'Zümrüt Vadisi',
      nameEn: 'Emerald Valley',
      description: 'Kehribar notalı, parlak.',
      categoryId: categories['single-origin'],
      price: 30_000,
      tags: ['vadi-özel'],
    });
    const tab = (page: ProductListResponse, slug: string) => tabsOf(page).find(([category]) => category === slug)?.[1];
    const found = async (q: string, query: Record<string, string | number | boolean> = {}) => {
      const page = await fresh({ q, ...query });
      expect(await searchTokenDrift(t.dataSource)).toEqual({ missing: [], extra: [] });
      return { slugs: page.items.map((item) => item.slug), total: page.total, page };
    };
    expect(await found('zumrut')).toMatchObject({ slugs: [product.slug], total: 1 });

    let saved = await edit(product, { name: 'Safir Tepesi' });
    expect((await found('zumrut')).total).toBe(0);
    expect(await found('SAFİR')).toMatchObject({ slugs: [product.slug], total: 1 });

    saved = await edit(saved, { description: 'Zerdeçal notalı, parlak.' });
    expect((await found('kehribar')).total).toBe(0);
    expect((await found('ZERDEÇAL')).total).toBe(1);

    saved = await edit(saved, { tags: ['tepe-seçkisi'] });
    expect((await found('vadi-ozel')).total).toBe(0);
    expect((await found('tepe-seckisi')).total).toBe(1);

    const before = await found('safir');
    expect([tab(before.page, 'single-origin'), tab(before.page, 'grinders')]).toEqual([1, 0]);
    saved = await edit(saved, { categoryId: categories.grinders });
    const moved = await found('safir');
    expect([tab(moved.page, 'single-origin'), tab(moved.page, 'grinders'), moved.total]).toEqual([0, 1, 1]);

    expect((await found('safir', { maxPrice: 350 })).total).toBe(1);
    saved = await edit(saved, { price: 40_000 });
    expect((await found('safir', { maxPrice: 350 })).total).toBe(0);
    expect(tab((await found('safir', { minPrice: 350 })).page, 'grinders')).toBe(1);

    expect((await found('safir', { featured: true })).total).toBe(0);
    await edit(saved, { featured: true });
    expect(tab((await found('safir', { featured: true })).page, 'grinders')).toBe(1);
  });

  it('drops an unlisted or deleted product from the search and its tabs, and brings an unlisted one back', async () => {
    const product = await create({ name: 'Gece Yarısı Harmanı', nameEn: 'Midnight Blend', categoryId: categories.blends, price: 25_000 });
    const total = async (q: string) => {
      const page = await fresh({ q });
      expect(await searchTokenDrift(t.dataSource)).toEqual({ missing: [], extra: [] });
      return [page.total, tabsOf(page).find(([slug]) => slug === 'blends')?.[1]];
    };
    expect(await total('yarisi')).toEqual([1, 1]);
    const hidden = await api('patch', `/api/admin/products/${product.id}/status`).send({ isActive: false, version: product.version }).expect(200);
    expect(await total('yarisi')).toEqual([0, 0]);
    await api('patch', `/api/admin/products/${product.id}/status`).send({ isActive: true, version: hidden.body.version }).expect(200);
    expect(await total('midnight')).toEqual([1, 1]);
    await t.dataSource.query(`DELETE FROM products WHERE id = $1`, [product.id]);
    expect(await total('midnight')).toEqual([0, 0]);
  });

  it('rebuilds the listing with its tokens, and survives the migration down and up', async () => {
    const tokens = () => t.dataSource.query(`SELECT token_id, product_id, category_id, featured, base_price FROM product_search_tokens ORDER BY 1, 2`);
    const before = await tokens();
    await rebuildListing(t.dataSource);
    expect(await searchTokenDrift(t.dataSource)).toEqual({ missing: [], extra: [] });
    expect(await tokens()).toEqual(before);

    const migration = new ListingSearchTokens1734000000000();
    for (const step of ['down', 'up'] as const) {
      const queryRunner = t.dataSource.createQueryRunner();
      try {
        await queryRunner.startTransaction();
        await migration[step](queryRunner);
        await queryRunner.commitTransaction();
      } finally {
        await queryRunner.release();
      }
    }
    expect(await searchTokenDrift(t.dataSource)).toEqual({ missing: [], extra: [] });
    const { byToken, byText } = await bothWays({ q: 'etiyopya' });
    expect(byToken).toEqual(byText);
    expect((await fresh({ q: 'etiyopya' })).total).toBe(byText.counts[0].total);
  });
});
