import { FAVOURITES_KEY, isFavourite, readFavourites, toggleFavourite } from './favourites';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('favourites', () => {
  it('toggles a product on and off, kept in local storage', () => {
    const store = memoryStorage();
    expect(isFavourite('p1', store)).toBe(false);
    expect(toggleFavourite('p1', store)).toBe(true);
    expect(toggleFavourite('p2', store)).toBe(true);
    expect(JSON.parse(store.getItem(FAVOURITES_KEY)!)).toEqual(['p2', 'p1']);
    expect(isFavourite('p1', store)).toBe(true);
    expect(toggleFavourite('p1', store)).toBe(false);
    expect(readFavourites(store)).toEqual(['p2']);
  });

  it('reads malformed storage as no favourites', () => {
    expect(readFavourites(memoryStorage({ [FAVOURITES_KEY]: '{not json' }))).toEqual([]);
    expect(readFavourites(memoryStorage({ [FAVOURITES_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readFavourites(memoryStorage({ [FAVOURITES_KEY]: '["ok", 5, null, ""]' }))).toEqual(['ok']);
    expect(readFavourites(undefined)).toEqual([]);
  });
});
