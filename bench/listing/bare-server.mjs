// The listing bench's baseline: node:http + pg reading the same read model (`product_listing`,
// `product_listing_counts`) with the simplest queries that give the same cards and tabs, no framework, and a
// page cache of its own (a Map of encoded answers, 10 s) for the cached line.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const cache = new Map();
const FOLD = { İ: 'i', I: 'i', ı: 'i', Ş: 's', ş: 's', Ç: 'c', ç: 'c', Ğ: 'g', ğ: 'g', Ö: 'o', ö: 'o', Ü: 'u', ü: 'u' };
const fold = (text) => [...text.normalize('NFC')].map((char) => FOLD[char] ?? char).join('').toLowerCase();

const CARD = `product_id AS id, slug, name, subtitle, COALESCE(variant_price, base_price) AS price, compare_price,
  variant_name AS variant, weight, image_url AS image, image_alt, in_stock, new_product, bestseller, rating, review_count`;
const ORDER = { featured: 'featured DESC, bestseller DESC, created_at DESC, slug', 'price-low': 'base_price, slug' };

async function answer(url) {
  const q = url.searchParams.get('q');
  const category = url.searchParams.get('category');
  const limit = Number(url.searchParams.get('pageSize') ?? 24);
  const order = ORDER[url.searchParams.get('sort') ?? 'featured'] ?? ORDER.featured;
  const where = [];
  const params = [];
  if (q) where.push(`search_text LIKE $${params.push(`%${fold(q)}%`)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const inCategory = category
    ? `${filter ? 'AND' : 'WHERE'} category_id IN (SELECT id FROM categories WHERE slug = $${params.length + 1} UNION SELECT id FROM categories WHERE parent_id = (SELECT id FROM categories WHERE slug = $${params.length + 1}))`
    : '';
  const pageParams = category ? [...params, category] : params;
  const counts = q
    ? { sql: `SELECT category_id, count(*)::int AS n FROM product_listing ${filter} GROUP BY 1`, params }
    : { sql: 'SELECT category_id, sum(n)::int AS n FROM product_listing_counts GROUP BY 1', params: [] };
  const [page, perCategory, categories] = await Promise.all([
    pool.query(`SELECT ${CARD} FROM product_listing ${filter} ${inCategory} ORDER BY ${order} LIMIT ${limit}`, pageParams),
    pool.query(counts.sql, counts.params),
    pool.query('SELECT c.id, c.slug, c.name, p.slug AS parent FROM categories c LEFT JOIN categories p ON p.id = c.parent_id WHERE c.is_active ORDER BY COALESCE(p.sort_order, c.sort_order), c.parent_id NULLS FIRST, c.sort_order'),
  ]);
  const n = new Map(perCategory.rows.map((row) => [row.category_id, row.n]));
  const tabs = [];
  for (const row of categories.rows) {
    const tab = { slug: row.slug, name: row.name, count: n.get(row.id) ?? 0 };
    const parent = row.parent && tabs.find((t) => t.slug === row.parent);
    if (parent) {
      (parent.children ??= []).push(tab);
      parent.count += tab.count;
    } else tabs.push(tab);
  }
  const total = tabs.reduce((sum, tab) => sum + tab.count, 0);
  return Buffer.from(JSON.stringify({ items: page.rows, total, page: 1, pageSize: limit, categories: tabs }));
}

createServer(async (request, response) => {
  const url = new URL(request.url, 'http://bare');
  if (url.pathname === '/health') return response.end('ok');
  try {
    const fresh = /no-cache/.test(request.headers['cache-control'] ?? '');
    let body = fresh ? undefined : cache.get(url.search);
    if (!body || body.until < Date.now()) {
      body = { json: await answer(url), until: Date.now() + 10_000 };
      if (!fresh) cache.set(url.search, body);
    }
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
    response.end(body.json);
  } catch (error) {
    response.writeHead(500).end(String(error));
  }
}).listen(Number(process.env.PORT), '127.0.0.1', () => process.stderr.write(`LISTENING ${process.env.PORT}\n`));
