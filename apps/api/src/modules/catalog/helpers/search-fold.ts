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
