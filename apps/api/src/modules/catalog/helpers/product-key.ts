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
