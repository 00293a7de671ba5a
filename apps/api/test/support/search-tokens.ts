import type { DataSource } from 'typeorm';

interface TokenRow {
  token: string;
  product_id: string;
  category_id: string;
  featured: boolean;
  base_price: number;
}

const key = (row: TokenRow) => JSON.stringify([row.token, row.product_id, row.category_id, row.featured, row.base_price]);

/**
 * How `product_search_tokens` (migration 1734000000000) differs from the tokens of the search text each listed
 * product has now, split here rather than by the migration's own function: the rows it lacks and the rows it has
 * too many. Both empty when the triggers kept it.
 */
export async function searchTokenDrift(dataSource: DataSource): Promise<{ missing: string[]; extra: string[] }> {
  const listed = await dataSource.query<(Omit<TokenRow, 'token'> & { search_text: string })[]>(
    `SELECT product_id, category_id, featured, base_price, search_text FROM product_listing_search`,
  );
  const wanted = new Set(
    listed.flatMap(({ search_text, ...row }) =>
      search_text
        .split(/[ \t\n\r\f\v]+/)
        .filter(Boolean)
        .map((token) => key({ token, ...row })),
    ),
  );
  const kept = (
    await dataSource.query<TokenRow[]>(
      `SELECT d.token, pt.product_id, pt.category_id, pt.featured, pt.base_price
       FROM product_search_tokens pt JOIN search_tokens d ON d.id = pt.token_id`,
    )
  ).map(key);
  const keptSet = new Set(kept);
  return {
    missing: [...wanted].filter((row) => !keptSet.has(row)).sort(),
    extra: kept.filter((row) => !wanted.has(row)).sort(),
  };
}
