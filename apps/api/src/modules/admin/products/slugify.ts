const TURKISH_TO_ASCII: Record<string, string> = { ı: 'i', İ: 'i', ş: 's', Ş: 's', ğ: 'g', Ğ: 'g', ü: 'u', Ü: 'u', ö: 'o', Ö: 'o', ç: 'c', Ç: 'c', â: 'a', Â: 'a', î: 'i', Î: 'i', û: 'u', Û: 'u' };

export const SLUG_MAX_LENGTH = 80;

/**
 * A URL slug from a Turkish name: Turkish letters to their ASCII base first ('Kırmızı Fırın' → 'kirmizi-firin';
 * a plain toLowerCase would give 'kırmızı' and then lose the dotless ı), other accents stripped, anything else a
 * single hyphen. Never empty: a name of only symbols gives 'urun'.
 */
export function slugify(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const ascii = [...text.normalize('NFC')].map((char) => TURKISH_TO_ASCII[char] ?? char).join('');
  const slug = ascii
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'urun';
}

/** `base`, else `base-2`, `base-3`, … : the first that `taken` does not hold, within the length limit. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, maxLength = SLUG_MAX_LENGTH): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A SKU from a slug or a variant name: upper-case letters, digits and hyphens. */
export function skuPart(text: string, maxLength: number): string {
  return slugify(text, maxLength).toUpperCase();
}
