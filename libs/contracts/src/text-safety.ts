/**
 * Characters no form can mean and PostgreSQL cannot store (a NUL in text, an unpaired UTF-16 surrogate in
 * UTF-8): left alone they pass the schemas and fail in the database with a 500 (issue 13, finding 4). Every
 * request part is checked with `unstorableTextPaths` before its schema runs, so the answer is a field error.
 */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is being refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The field message (a translation key, as the other field rules answer). */
export const UNSTORABLE_TEXT_MESSAGE = 'errors.textInvalid';

export function hasUnstorableCharacters(value: string): boolean {
  return UNSTORABLE.test(value);
}

/** Where in a parsed JSON value (strings and keys, nested) such characters are: dotted paths, '_' for the root. */
export function unstorableTextPaths(value: unknown, maxDepth = 64): string[] {
  const found: string[] = [];
  const walk = (node: unknown, path: string[], depth: number) => {
    if (found.length >= 20 || depth > maxDepth) return;
    if (typeof node === 'string') {
      if (hasUnstorableCharacters(node)) found.push(path.length > 0 ? path.join('.') : '_');
      return;
    }
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, [...path, String(index)], depth + 1));
      return;
    }
    if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (hasUnstorableCharacters(key)) found.push([...path, '_key'].join('.'));
        else walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(value, [], 0);
  return found;
}
