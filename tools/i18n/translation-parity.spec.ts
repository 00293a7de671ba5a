import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '@harman/contracts';
import { initI18n } from '@harman/i18n';

// The storefront spec: "A missing translation shows the translation key itself", so @harman/i18n has no fallback
// language and an English page would show a key wherever English lacks one. This registers every namespace the way
// the apps do (each file of the shell, the remotes and the libs that calls addTranslations, found on disk, so a new
// namespace is checked without being listed here) and resolves every key in both languages.

const root = join(__dirname, '..', '..');
const REGISTER = /^(register|ensure|add)\w*Translations$/;

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(spec|test|d)\.tsx?$/.test(file) && !/(^|\/)(node_modules|dist)\//.test(file))
    .map((file) => join(root, dir, file));
}

const registering = [...sources('apps'), ...sources('libs')].filter(
  (file) => !relative(root, file).startsWith('libs/i18n/') && /\baddTranslations\(/.test(readFileSync(file, 'utf8')),
);
for (const file of registering) {
  // Importing registers a module-level call (cart lines); the exported register functions register the rest.
  const exports = jest.requireActual<Record<string, unknown>>(file);
  for (const [name, value] of Object.entries(exports)) if (REGISTER.test(name) && typeof value === 'function') value();
}

const i18n = initI18n();
const store = i18n.store.data as Record<string, Record<string, unknown>>;
const namespaces = Object.keys(store.tr).sort();

/** Every leaf's key, lists by index ('sections.0.title'), as `t` reads them. */
function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations of every namespace', () => {
  it('registers the namespaces of the shell, every remote and the shared libs, in both languages', () => {
    expect(namespaces).toEqual(
      expect.arrayContaining(['common', 'shell', 'cartDrawer', 'storefront', 'shop', 'checkout', 'site', 'forms', 'legal', 'account', 'admin', 'panel', 'ui', 'auth', 'cartLine']),
    );
    expect(Object.keys(store.en).sort()).toEqual(namespaces);
    expect(i18n.options.fallbackLng).toBe(false);
  });

  describe.each(namespaces)('%s', (ns) => {
    it('has the same keys in Turkish and English', () => {
      expect(leaves(store.en[ns]).sort()).toEqual(leaves(store.tr[ns]).sort());
    });

    it.each([...LANGUAGES])('shows text, never a key, for every key in %s', (lng) => {
      const t = i18n.getFixedT(lng, ns);
      const keys = new Set(LANGUAGES.flatMap((language) => leaves(store[language][ns])));
      const unresolved = [...keys].filter((key) => {
        const text: unknown = t(key);
        return typeof text !== 'string' || text.trim() === '' || text === key;
      });
      expect(unresolved).toEqual([]);
    });
  });
});
