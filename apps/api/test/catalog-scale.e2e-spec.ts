import { productListResponseSchema, type ProductListResponse } from '@harman/contracts';
import request from 'supertest';
import { categoryCountsQuery, productFilter, productPageQuery } from '../src/modules/catalog/helpers/product-sql';
import { addBulkProducts } from './support/bulk-catalog';
import { startTestApp, type TestApp } from './support/test-app';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** With 10,000 products the search must be served by its indexes, not by reading every product. */
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

  const trigramUsed = (used: PlanNode[]) => used.some((node) => node['Index Name'] === 'products_search_text_trgm_idx');
  const productsReadWhole = (used: PlanNode[]) =>
    used.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'products');

  it('finds a rare word through the trigram index, for the page and for the tab counts', async () => {
    const filter = productFilter({ q: 'Parti 4217' });
    for (const query of [productPageQuery(filter, { category: 'beans', sort: 'price-low', limit: 24, offset: 0 }), categoryCountsQuery(filter)]) {
      const used = await plan(query.sql, query.params);
      expect({ trigram: trigramUsed(used), seqScan: productsReadWhole(used) }).toEqual({ trigram: true, seqScan: false });
    }
  });

  it('never reads every product for a search, even a common word', async () => {
    // 1 product in 20: the counts come from the index; the page may instead walk the price index in order.
    const filter = productFilter({ q: 'ETİYOPYA' });
    expect(trigramUsed(await plan(categoryCountsQuery(filter).sql, filter.params))).toBe(true);
    const page = productPageQuery(filter, { category: 'single-origin', sort: 'price-low', limit: 24, offset: 0 });
    expect(productsReadWhole(await plan(page.sql, page.params))).toBe(false);
  });

  it('reads an unsearched page in sort order through an index, without sorting every product', async () => {
    for (const sort of ['price-low', 'price-high', 'newest', 'featured'] as const) {
      const query = productPageQuery(productFilter({}), { sort, limit: 24, offset: 0 });
      expect({ sort, seqScan: productsReadWhole(await plan(query.sql, query.params)) }).toEqual({ sort, seqScan: false });
    }
  });

  it('answers the shop query correctly at that size', async () => {
    const page = await list({ q: 'etiyopya', category: 'single-origin', sort: 'price-low' });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.category.slug === 'single-origin' && /Etiyopya/.test(item.name))).toBe(true);
    const prices = page.items.map((item) => item.basePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // 1 of every 20 synthetic products is Ethiopian, plus the seeded ones; the tabs count them per category.
    const all = await list({ q: 'etiyopya' });
    expect(all.total).toBeGreaterThanOrEqual(500);
    expect(page.total).toBe(all.categories.find((category) => category.slug === 'single-origin')?.count);
  });
});
