/** Products the shopper marked as favourites on this browser: product ids in local storage, newest first. */
export const FAVOURITES_KEY = 'harman.favourites';
const MAX_FAVOURITES = 200;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): favourites last for the page only
  }
}

/** The stored ids; anything unreadable or malformed counts as none. */
export function readFavourites(store: Storage | undefined = storage()): string[] {
  try {
    const value: unknown = JSON.parse(store?.getItem(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64) : [];
  } catch {
    return [];
  }
}

export function isFavourite(id: string, store: Storage | undefined = storage()): boolean {
  return readFavourites(store).includes(id);
}

/** Adds or removes one product; returns whether it is a favourite now. */
export function toggleFavourite(id: string, store: Storage | undefined = storage()): boolean {
  const current = readFavourites(store);
  const next = current.includes(id) ? current.filter((entry) => entry !== id) : [id, ...current].slice(0, MAX_FAVOURITES);
  try {
    store?.setItem(FAVOURITES_KEY, JSON.stringify(next));
  } catch {
    // quota or blocked storage: the button still reflects the choice for this page
  }
  return next.includes(id);
}
