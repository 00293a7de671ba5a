import {
  listItemWeight,
  mediaUrl,
  productListResponseSchema,
  type ProductListItem,
  type ProductListResponse,
} from '@harman/contracts';
import request from 'supertest';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { rebuildListing } from '../src/database/rebuild-listing';
import { CookieJar, seedUser, signIn } from './support/accounts';
import { placeOrder, startCheckout, stockItem } from './support/checkout';
import { searchTokenDrift } from './support/search-tokens';
import { startTestApp, type TestApp } from './support/test-app';

const TOTP = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Every tab, children after their parent. */
const tabsOf = (page: ProductListResponse) => page.categories.flatMap((category) => [category, ...(category.children ?? [])]);

/**
 * The shop's list reads the listing read model, which triggers keep in the transaction of every change. Each
 * change a card can show is made the way the shop makes it (or straight in SQL, as a script would), then read
 * back from the next list that bypasses the page cache.
 */
describe('catalogue › listing read model', () => {
  let t: TestApp;
  let admin: CookieJar;

  const fresh = async (query: Record<string, string | number | boolean> = {}): Promise<ProductListResponse> => {
    const response = await request(t.server).get('/api/products').query({ pageSize: 100, ...query }).set('Cache-Control', 'no-cache').expect(200);
    expect(response.body).toEqual(productListResponseSchema.parse(response.body));
    return response.body as ProductListResponse;
  };
  const card = async (slug: string, query: Record<string, string | number | boolean> = {}): Promise<ProductListItem | undefined> =>
    (await fresh(query)).items.find((item) => item.slug === slug);
  const idOf = async (slug: string) => (await t.dataSource.query<{ id: string }[]>(`SELECT id FROM products WHERE slug = $1`, [slug]))[0].id;
  const listingRows = () => t.dataSource.query(`SELECT * FROM product_listing ORDER BY product_id`);
  const countRows = () => t.dataSource.query(`SELECT * FROM product_listing_counts WHERE n > 0 ORDER BY category_id, featured`);
  // The narrow copy a search reads (migration 1733800000000), as the listing rows give it.
  const searchRows = () => t.dataSource.query(`SELECT * FROM product_listing_search ORDER BY product_id`);
  const searchRowsOfListing = () =>
    t.dataSource.query(
      `SELECT product_id, category_id, featured, base_price, bestseller, created_at, slug, rating, review_count, search_text
       FROM product_listing ORDER BY product_id`,
    );

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t, await seedUser(t, { role: 'admin', totpSecret: TOTP }));
  });
  afterAll(() => t?.close());

  it('answers a list of 12 in one language, in at most 3 kB before compression', async () => {
    const tr = await request(t.server).get('/api/products').query({ pageSize: 12 }).expect(200);
    const en = await request(t.server).get('/api/products').query({ pageSize: 12, lang: 'en' }).expect(200);
    for (const answer of [tr, en]) {
      expect(answer.body.items).toHaveLength(12);
      expect(Buffer.byteLength(answer.text)).toBeLessThanOrEqual(3 * 1024);
    }
    const yirgacheffe = (body: ProductListResponse) => body.items.find((item) => item.slug === 'ethiopia-yirgacheffe');
    expect(yirgacheffe(tr.body)).toMatchObject({ name: 'Etiyopya Yirgacheffe', price: 28_500, variant: '250g', image: 'ethiopia-yirgacheffe.svg' });
    expect(mediaUrl(yirgacheffe(tr.body)!.image)).toBe('/api/media/products/ethiopia-yirgacheffe.svg');
    expect(listItemWeight(yirgacheffe(tr.body)!)).toBe(250);
    expect(yirgacheffe(en.body)).toMatchObject({ name: 'Ethiopia Yirgacheffe', price: 28_500 });
    expect(en.text).not.toContain('Etiyopya');
    expect(tr.body.categories[0]).toMatchObject({ slug: 'beans', name: 'Kahve Çekirdekleri' });
    expect(en.body.categories[0]).toMatchObject({ slug: 'beans', name: 'Coffee Beans' });
    expect(en.body.categories[0].children[0]).toEqual({ slug: 'single-origin', name: 'Single Origin', count: expect.any(Number) });
    // No description or long text on a shop card; the home page's featured cards get their short description.
    expect(tr.body.items.some((item: ProductListItem) => item.description !== undefined)).toBe(false);
    const featured = await fresh({ featured: true, lang: 'en' });
    expect(featured.items.every((item) => item.description && item.colors?.length === 2)).toBe(true);
  });

  it('shows a price change, and the compare price, in the next list', async () => {
    const id = await idOf('kenya-aa');
    const before = (await card('kenya-aa'))!;
    await t.dataSource.query(
      `UPDATE product_variants SET price = price + 1000 WHERE id = (SELECT id FROM product_variants WHERE product_id = $1 ORDER BY sort_order, sku LIMIT 1)`,
      [id],
    );
    await t.dataSource.query(`UPDATE products SET compare_price = 99900 WHERE id = $1`, [id]);
    expect(await card('kenya-aa')).toMatchObject({ price: before.price + 1000, comparePrice: 99_900 });
    await t.dataSource.query(`UPDATE products SET compare_price = NULL WHERE id = $1`, [id]);
    expect((await card('kenya-aa'))?.comparePrice).toBeUndefined();
  });

  it('marks a product sold out when its stock reaches 0 and in stock again when it comes back', async () => {
    const id = await idOf('colombia-supremo');
    const saved = await t.dataSource.query<{ id: string; quantity: number }[]>(`SELECT id, quantity FROM inventory WHERE product_id = $1`, [id]);
    expect((await card('colombia-supremo'))?.soldOut).toBeUndefined();
    await t.dataSource.query(`UPDATE inventory SET quantity = 0 WHERE product_id = $1`, [id]);
    expect((await card('colombia-supremo'))?.soldOut).toBe(true);
    for (const row of saved) await t.dataSource.query(`UPDATE inventory SET quantity = $2 WHERE id = $1`, [row.id, row.quantity]);
    expect((await card('colombia-supremo'))?.soldOut).toBeUndefined();
  });

  it("follows the admin's stock ledger", async () => {
    const id = await idOf('chemex-6-cup');
    const [{ sku, quantity }] = await t.dataSource.query<{ sku: string; quantity: number }[]>(`SELECT sku, quantity FROM inventory WHERE product_id = $1`, [id]);
    const adjust = (delta: number) =>
      request(t.server).post(`/api/admin/products/${id}/stock`).set('Cookie', admin.header()).send({ sku, delta, reason: 'correction' }).expect(200);
    await adjust(-quantity);
    expect((await card('chemex-6-cup'))?.soldOut).toBe(true);
    await adjust(quantity);
    expect((await card('chemex-6-cup'))?.soldOut).toBeUndefined();
  });

  it('marks a product sold out once an order holds its last unit', async () => {
    const item = await stockItem(t, 'guatemala-antigua', '250g', 1);
    await t.dataSource.query(`UPDATE inventory SET quantity = 0, reserved_quantity = 0 WHERE product_id = $1 AND sku <> $2`, [item.id, item.sku]);
    expect((await card('guatemala-antigua'))?.soldOut).toBeUndefined();
    const session = await startCheckout(t, { items: [{ id: item.id, variant: item.variant, quantity: 1 }] });
    await placeOrder(t, session, { payment: { method: 'bank_transfer' } }).expect(201);
    expect((await card('guatemala-antigua'))?.soldOut).toBe(true);
  });

  it('shows a new primary image', async () => {
    const id = await idOf('house-blend');
    await t.dataSource.query(`UPDATE product_images SET is_primary = false WHERE product_id = $1`, [id]);
    await t.dataSource.query(
      `INSERT INTO product_images (product_id, url, alt_text, sort_order, is_primary) VALUES ($1, '/api/media/products/kenya-aa.svg', 'Yeni görsel', 0, true)`,
      [id],
    );
    expect(await card('house-blend')).toMatchObject({ image: 'kenya-aa.svg', imageAlt: 'Yeni görsel' });
  });

  it('shows the rating of a new review', async () => {
    const user = await seedUser(t);
    const id = await idOf('costa-rica-tarrazu');
    const before = await card('costa-rica-tarrazu');
    await t.dataSource.query(
      `INSERT INTO reviews (product_id, user_id, rating, body, author_name) VALUES ($1, $2, 1, 'Bana göre değil.', 'Ayşe')`,
      [id, user.id],
    );
    const after = (await card('costa-rica-tarrazu'))!;
    expect(after.reviewCount).toBe((before?.reviewCount ?? 0) + 1);
    expect(after.rating).toBeLessThan(before?.rating ?? 5.01);
    const [{ rating_avg }] = await t.dataSource.query(`SELECT rating_avg::float8 FROM products WHERE id = $1`, [id]);
    expect(after.rating).toBe(rating_avg);
  });

  it('moves a product between category tabs, and hides the products of a deactivated category', async () => {
    const id = await idOf('aeropress-original');
    const before = await fresh();
    const count = (page: ProductListResponse, slug: string) => tabsOf(page).find((category) => category.slug === slug)?.count;
    const [{ category }] = await t.dataSource.query<{ category: string }[]>(
      `SELECT c.slug AS category FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = $1`,
      [id],
    );
    expect(category).not.toBe('grinders');
    await t.dataSource.query(`UPDATE products SET category_id = (SELECT id FROM categories WHERE slug = 'grinders') WHERE id = $1`, [id]);
    const moved = await fresh();
    expect(count(moved, 'grinders')).toBe(count(before, 'grinders')! + 1);
    expect(count(moved, category)).toBe(count(before, category)! - 1);
    expect((await fresh({ category: 'grinders' })).items.map((item) => item.slug)).toContain('aeropress-original');

    await t.dataSource.query(`UPDATE categories SET is_active = false WHERE slug = 'grinders'`);
    const hidden = await fresh();
    expect(tabsOf(hidden).map((c) => c.slug)).not.toContain('grinders');
    expect(hidden.total).toBe(before.total - count(moved, 'grinders')!);
    expect(hidden.items.map((item) => item.slug)).not.toContain('aeropress-original');
    await t.dataSource.query(`UPDATE categories SET is_active = true WHERE slug = 'grinders'`);
    expect((await fresh()).total).toBe(before.total);
  });

  it('drops a deactivated product from the list and its tab, and brings it back', async () => {
    const before = await fresh({ q: 'sumatra' });
    expect(before.items.map((item) => item.slug)).toContain('sumatra-mandheling');
    await t.dataSource.query(`UPDATE products SET is_active = false WHERE slug = 'sumatra-mandheling'`);
    const after = await fresh({ q: 'sumatra' });
    expect(after.items.map((item) => item.slug)).not.toContain('sumatra-mandheling');
    expect(after.total).toBe(before.total - 1);
    await t.dataSource.query(`UPDATE products SET is_active = true WHERE slug = 'sumatra-mandheling'`);
    expect((await fresh({ q: 'sumatra' })).total).toBe(before.total);
  });

  it('finds products by their tasting notes, folded like the rest of the search', async () => {
    for (const q of ['ıhlamur', 'IHLAMUR', 'şeker', 'SEKER', 'çikolata', 'linden']) {
      const page = await fresh({ q });
      expect({ q, found: page.total > 0 }).toEqual({ q, found: true });
    }
    expect((await fresh({ q: 'ıhlamur' })).items.map((item) => item.slug)).toContain('rwanda-bourbon');
  });

  it('rebuilds to exactly the rows the triggers keep', async () => {
    const [rows, counts] = [await listingRows(), await countRows()];
    expect(rows.length).toBeGreaterThan(30);
    // After every change above (prices, stock, images, reviews, categories moved and deactivated, products hidden).
    expect(await searchRows()).toEqual(await searchRowsOfListing());
    // The search text's tokens (migration 1734000000000) too.
    expect(await searchTokenDrift(t.dataSource)).toEqual({ missing: [], extra: [] });
    expect(await rebuildListing(t.dataSource)).toBe(rows.length);
    expect(await listingRows()).toEqual(rows);
    expect(await countRows()).toEqual(counts);
    expect(await searchRows()).toEqual(await searchRowsOfListing());
    expect(await searchTokenDrift(t.dataSource)).toEqual({ missing: [], extra: [] });
  });

  it('rebuilds past the connection\'s statement limit (at scale it takes about a minute)', async () => {
    // One pooled connection whose every statement may run 1 ms: the rebuild lifts the limit for its own transaction.
    const strict = new DataSource({ ...t.dataSource.options, extra: { max: 1 } } as DataSourceOptions);
    await strict.initialize();
    try {
      await strict.query('SET statement_timeout = 1');
      await expect(strict.query('SELECT pg_sleep(0.05)')).rejects.toThrow(/statement timeout/);
      expect(await rebuildListing(strict)).toBe((await listingRows()).length);
    } finally {
      await strict.destroy();
    }
  });
});
