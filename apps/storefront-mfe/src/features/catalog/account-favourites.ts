import { favouriteListSchema } from '@harman/contracts';
import { sessionFetch } from '@harman/auth';
import { FAVOURITES_KEY, readFavourites } from './favourites';

/** A signed-in customer's favourites on the server (`/api/account/favourites`). */
const path = (productId: string) => `/account/favourites/${encodeURIComponent(productId)}`;
export const addServerFavourite = (productId: string) => sessionFetch(path(productId), { method: 'PUT', body: {}, schema: favouriteListSchema });
export const removeServerFavourite = (productId: string) => sessionFetch(path(productId), { method: 'DELETE', schema: favouriteListSchema });

/**
 * Moves this browser's favourites into the account (merged, nothing lost) and answers the account's list; the
 * browser's copy is cleared once the server has them, so a later sign-out does not bring them back twice.
 */
export async function mergeBrowserFavourites(): Promise<string[]> {
  const local = readFavourites().filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const { productIds } = await sessionFetch('/account/favourites/merge', { method: 'POST', body: { productIds: local }, schema: favouriteListSchema });
  try {
    window.localStorage.removeItem(FAVOURITES_KEY);
  } catch {
    // blocked storage: nothing was kept there either
  }
  return productIds;
}
