import { productListResponseSchema, type ProductListResponse } from '@harman/contracts';
import request from 'supertest';
import { listingCountsQuery, listingFilter, listingPageQuery, type ListingFilters } from '../src/modules/catalog/helpers/listing-sql';
import { addBulkProducts } from './support/bulk-catalog';
import { startTestApp, type TestApp } from './support/test-app';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** With 10,000 products the list and search must be served by the listing's indexes, not by reading every product. */
describe('catalogue at 10,000 products', () => {
  let t: TestApp;

  const plan = async (sql: string, params: unknown[]) => {
    const [row] = await t.dataSource.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
    return nodes(row['QUERY PLAN'][0].Plan as PlanNode);
  };
  const list = async (query: Record<string, string | number>): Promise<ProductListResponse> => {
    const response = await request(t.server).get('/api/products').query(query).expect(200);
    return productListResponseSchema.parse(response.body);
  };

  beforeAll(async () => {
    t = await startTestApp();
    await addBulkProducts(t.dataSource, 10_000);
  }, 120_000);
  afterAll(() => t?.close());

  // A search's page and counts read the narrow copy of the listing (migration 1733800000000) through its index,
  // whose first column is the category (migration 1733900000000).
  const trigramUsed = (used: PlanNode[]) => used.some((node) => node['Index Name'] === 'product_listing_search_category_text_idx');
  const readWhole = (used: PlanNode[]) =>
    used.some(
      (node) =>
        node['Node Type'] === 'Seq Scan' &&
        ['products', 'product_listing', 'product_listing_search', 'search_tokens', 'product_search_tokens'].includes(node['Relation Name'] ?? ''),
    );
  const sorted = (used: PlanNode[]) => used.some((node) => node['Node Type'] === 'Sort');
  const pageOf = (filters: ListingFilters, options: { category?: string; sort: 'price-low' | 'price-high' | 'newest' | 'featured' | 'rating' }) =>
    listingPageQuery(listingFilter(filters), { ...options, limit: 24, offset: 0, lang: 'tr', withDescription: false });
  const countsOf = (filters: ListingFilters) => listingCountsQuery(filters, listingFilter(filters), 'tr');

  it('finds a rare word through the trigram index, for the page and for the tab counts', async () => {
    const filters = { q: 'Parti 4217' };
    for (const query of [pageOf(filters, { category: 'beans', sort: 'price-low' }), countsOf(filters)]) {
      const used = await plan(query.sql, query.params);
      expect({ trigram: trigramUsed(used), seqScan: readWhole(used) }).toEqual({ trigram: true, seqScan: false });
    }
  });

  it('never reads every product for a search, even a common word', async () => {
    // 1 product in 20: the page comes from the trigram index, the counts from the token index alone (migration
    // 1734000000000), whose leaf holds what they test and group by.
    const filters = { q: 'ETİYOPYA' };
    const counted = await plan(countsOf(filters).sql, countsOf(filters).params);
    const tokenIndexOnly = counted.some((node) => node['Node Type'] === 'Index Only Scan' && node['Index Name'] === 'product_search_tokens_pkey');
    expect({ tokenIndexOnly, seqScan: readWhole(counted) }).toEqual({ tokenIndexOnly: true, seqScan: false });
    const page = pageOf(filters, { category: 'single-origin', sort: 'price-low' });
    const used = await plan(page.sql, page.params);
    expect({ trigram: trigramUsed(used), seqScan: readWhole(used) }).toEqual({ trigram: true, seqScan: false });
  });

  it('reads only the candidates of its category for a search within a small category, not the whole catalogue', async () => {
    // Tek Köken is one category of eight: the index is read for it alone. (For Çekirdek Kahve, half the catalogue
    // with its subcategories, the planner may rightly read the text alone and keep the scope's rows.)
    const page = pageOf({ q: 'ETİYOPYA' }, { category: 'single-origin', sort: 'price-low' });
    const scans = (await plan(page.sql, page.params)).filter((node) => node['Index Name'] === 'product_listing_search_category_text_idx');
    expect(scans.map((node) => /category_id = /.test(node['Index Cond'] ?? ''))).toEqual([true]);
  });

  it('reads an unsearched page in sort order through an index, without sorting or reading every product', async () => {
    for (const sort of ['price-low', 'price-high', 'newest', 'featured', 'rating'] as const) {
      const used = await plan(pageOf({}, { sort }).sql, pageOf({}, { sort }).params);
      expect({ sort, seqScan: readWhole(used), sorted: sorted(used) }).toEqual({ sort, seqScan: false, sorted: false });
      // The few featured products are found through their own index (then sorted, a handful of rows).
      const featured = await plan(pageOf({ featured: true }, { sort }).sql, pageOf({ featured: true }, { sort }).params);
      expect({ sort, featured: true, seqScan: readWhole(featured) }).toEqual({ sort, featured: true, seqScan: false });
    }
  });

  it('counts the tabs of an unsearched list without reading the products', async () => {
    for (const filters of [{}, { featured: true }]) {
      const used = await plan(countsOf(filters).sql, countsOf(filters).params);
      expect(used.some((node) => ['products', 'product_listing', 'product_listing_search'].includes(node['Relation Name'] ?? ''))).toBe(false);
    }
  });

  it('answers the shop query correctly at that size', async () => {
    const page = await list({ q: 'etiyopya', category: 'single-origin', sort: 'price-low' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => /Etiyopya/.test(item.name))).toBe(true);
    const [{ outside }] = await t.dataSource.query<{ outside: number }[]>(
      `SELECT count(*)::int AS outside FROM products p JOIN categories c ON c.id = p.category_id WHERE p.slug = ANY($1) AND c.slug <> 'single-origin'`,
      [page.items.map((item) => item.slug)],
    );
    expect(outside).toBe(0);
    const prices = page.items.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // 1 of every 20 synthetic products is Ethiopian, plus the seeded ones; the tabs count them per category.
    const all = await list({ q: 'etiyopya' });
    expect(all.total).toBeGreaterThanOrEqual(500);
    const tabs = all.categories.flatMap((category) => [category, ...(category.children ?? [])]);
    expect(page.total).toBe(tabs.find((category) => category.slug === 'single-origin')?.count);

    // A top-level tab searches its subcategories too: every card is below it, and it shows what its tab counts.
    const beans = await list({ q: 'etiyopya', category: 'beans', sort: 'price-high', pageSize: 48 });
    const [{ outsideBeans }] = await t.dataSource.query<{ outsideBeans: number }[]>(
      `SELECT count(*)::int AS "outsideBeans" FROM products p JOIN categories c ON c.id = p.category_id
       LEFT JOIN categories parent ON parent.id = c.parent_id
       WHERE p.slug = ANY($1) AND c.slug <> 'beans' AND parent.slug IS DISTINCT FROM 'beans'`,
      [beans.items.map((item) => item.slug)],
    );
    expect({ items: beans.items.length, outsideBeans }).toEqual({ items: 48, outsideBeans: 0 });
    expect(beans.total).toBe(tabs.find((category) => category.slug === 'beans')?.count);
    const descending = beans.items.map((item) => item.price);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });
});
