import { contactFormSchema } from './forms';
import { hasUnstorableCharacters, unstorableTextPaths } from './text-safety';

describe('text PostgreSQL cannot store', () => {
  it('finds a NUL and lone surrogates, and lets any well-formed text through', () => {
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', '\uDBFF\uDBFF\uDC00', 'ok\uDFFF']) expect(hasUnstorableCharacters(bad)).toBe(true);
    for (const good of ['', 'Ayşe Yılmaz', 'emoji 🙂 and 👩‍👩‍👧', '\uFEFF', 'invoice\u202Efdp.exe', '\uD83D\uDE00']) {
      expect(hasUnstorableCharacters(good)).toBe(false);
    }
  });

  it('names the fields, nested ones and keys included', () => {
    expect(unstorableTextPaths({ full_name: 'Ayşe\u0000', lines: [{ note: '\uD800' }], ok: 'fine', n: 5 })).toEqual(['full_name', 'lines.0.note']);
    expect(unstorableTextPaths({ ['k\u0000']: 'v' })).toEqual(['_key']);
    expect(unstorableTextPaths('\uDC00')).toEqual(['_']);
    expect(unstorableTextPaths({ email: 'a@b.co' })).toEqual([]);
  });

  it('is what the shared schemas let through on their own (why the api checks first)', () => {
    expect(contactFormSchema.safeParse({ full_name: 'Ayşe Yılmaz', email: 'ayse@example.com', message: 'Merhaba \uD800 dünya, fiyat listesi?' }).success).toBe(true);
  });
});
