import type { ADMIN_PRODUCT_SORTS, AdminProductStatus } from '@harman/contracts';

export interface AdminProductRow {
  id: string;
  name: string;
  name_en: string;
  slug: string;
  sku: string;
  base_price: number;
  compare_price: number | null;
  is_active: boolean;
  updated_at: Date;
  version: number;
  category_id: string;
  category_slug: string;
  category_name: string;
  category_name_en: string;
  stock: number;
  image: string | null;
  total: number;
}

/** Allowlisted ORDER BY per sort key: the client's value never reaches the SQL text. */
const ORDER: Record<(typeof ADMIN_PRODUCT_SORTS)[number], string> = {
  name: 'p.name ASC, p.slug',
  '-name': 'p.name DESC, p.slug',
  price: 'p.base_price ASC, p.slug',
  '-price': 'p.base_price DESC, p.slug',
  stock: 'stock ASC, p.slug',
  '-stock': 'stock DESC, p.slug',
  updated: 'p.updated_at ASC, p.slug',
  '-updated': 'p.updated_at DESC, p.slug',
};

const STATUS: Record<AdminProductStatus, string> = {
  active: 'p.is_active AND s.on_hand > 0',
  hidden: 'NOT p.is_active',
  out_of_stock: 'p.is_active AND s.on_hand = 0',
};

/** `%`, `_` and `\` typed in a search are literal. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** One page of the admin's product list with the match count (a window count: one query). */
export function productListSql(params: {
  q?: string;
  category?: string;
  status?: AdminProductStatus;
  sort: (typeof ADMIN_PRODUCT_SORTS)[number];
  page: number;
  pageSize: number;
}): { sql: string; params: unknown[] } {
  const values: unknown[] = [];
  const where: string[] = [];
  if (params.q) {
    values.push(`%${likeEscape(params.q)}%`);
    where.push(`(p.search_text LIKE search_fold($${values.length}) OR p.sku ILIKE $${values.length} OR p.slug LIKE $${values.length})`);
  }
  if (params.category) {
    values.push(params.category);
    where.push(`c.slug = $${values.length}`);
  }
  if (params.status) where.push(STATUS[params.status]);
  values.push(params.pageSize, (params.page - 1) * params.pageSize);
  return {
    sql: `
      SELECT p.id, p.name, p.name_en, p.slug, p.sku, p.base_price, p.compare_price, p.is_active, p.updated_at, p.version,
        c.id AS category_id, c.slug AS category_slug, c.name AS category_name, c.name_en AS category_name_en,
        s.on_hand AS stock, img.url AS image, (count(*) OVER ())::int AS total
      FROM products p
      JOIN categories c ON c.id = p.category_id
      CROSS JOIN LATERAL (SELECT COALESCE(SUM(i.quantity), 0)::int AS on_hand FROM inventory i WHERE i.product_id = p.id) s
      LEFT JOIN product_images img ON img.product_id = p.id AND img.is_primary
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${ORDER[params.sort]}
      LIMIT $${values.length - 1} OFFSET $${values.length}`,
    params: values,
  };
}
