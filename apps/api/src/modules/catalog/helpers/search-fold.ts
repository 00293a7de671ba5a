const TURKISH_FOLD: Record<string, string> = {
  İ: 'i', I: 'i', ı: 'i', Ş: 's', ş: 's', Ç: 'c', ç: 'c', Ğ: 'g', ğ: 'g',
  Ö: 'o', ö: 'o', Ü: 'u', ü: 'u', Â: 'a', â: 'a', Î: 'i', î: 'i', Û: 'u', û: 'u',
};
const COMBINING_DOT_ABOVE = '\u0307';

/**
 * The api side of the database's `search_fold()`: Turkish letters to their ASCII base, then lower case, so
 * 'ETİYOPYA', 'etiyopya' and 'Etiyopya' (and 'kahve degirmeni' for 'Kahve Değirmeni') fold to the same text.
 * NFC first, so a decomposed 'İ' (I + U+0307) folds like the composed one. Keep in step with the migration.
 */
export function searchFold(value: string): string {
  let folded = '';
  for (const char of value.normalize('NFC')) {
    if (char !== COMBINING_DOT_ABOVE) folded += TURKISH_FOLD[char] ?? char;
  }
  return folded.toLowerCase();
}

/** A folded search term as a LIKE pattern: `%`, `_` and `\` in the term are matched literally. */
export function containsPattern(term: string): string {
  return `%${searchFold(term).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * What splits the search text into the tokens of `product_search_tokens` (migration 1734000000000, which splits on
 * the same characters); unlike `\s`, nothing that depends on the locale or on Unicode tables.
 */
const SEARCH_TOKEN_SEPARATOR = /[ \t\n\r\f\v]/;

/**
 * Whether a search can read the token index: a folded term without a separator matches inside one token, so a
 * token matching it stands for exactly the same products as the whole text matching it. A term of 1 or 2
 * characters matches a large part of the token dictionary, so it keeps the trigram index of the text.
 */
export function searchesByToken(term: string): boolean {
  const folded = searchFold(term);
  return [...folded].length >= 3 && !SEARCH_TOKEN_SEPARATOR.test(folded);
}
