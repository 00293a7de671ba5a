import type { DataSource } from 'typeorm';
import { NotFoundError } from '../../../common/errors/app-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SLUG = /^[a-z0-9-]{1,80}$/;

type ProductKey = { id: string } | { slug: string };

/** A path segment naming a product: a UUID or a slug. Anything else cannot name one, so it never reaches SQL. */
export function parseProductKey(idOrSlug: string): ProductKey | undefined {
  if (UUID.test(idOrSlug)) return { id: idOrSlug.toLowerCase() };
  if (SLUG.test(idOrSlug)) return { slug: idOrSlug };
  return undefined;
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The stable 404 of every catalogue route that names a product. */
export function productNotFound(): NotFoundError {
  return new NotFoundError('PRODUCT_NOT_FOUND', 'Product not found');
}

/** The id of a product the shop sells (it and its category active), named by id or slug; else the 404 above. */
export async function sellableProductId(dataSource: DataSource, idOrSlug: string): Promise<string> {
  const key = parseProductKey(idOrSlug);
  if (!key) throw productNotFound();
  const [row] = await dataSource.query<{ id: string }[]>(
    `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
     WHERE ${'id' in key ? 'p.id = $1' : 'p.slug = $1'} AND p.is_active AND c.is_active`,
    ['id' in key ? key.id : key.slug],
  );
  if (!row) throw productNotFound();
  return row.id;
}
