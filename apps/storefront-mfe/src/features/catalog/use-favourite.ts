import { useEffect, useState } from 'react';
import { useSession } from '@harman/auth';
import { addServerFavourite, mergeBrowserFavourites, removeServerFavourite } from './account-favourites';
import { isFavourite, toggleFavourite } from './favourites';

/**
 * One product's heart. A visitor's favourites stay in this browser; a signed-in customer's are the account's,
 * and the browser's are merged into them the first time the page sees the signed-in session.
 */
export function useFavourite(productId: string) {
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const [favourite, setFavourite] = useState(() => isFavourite(productId));

  useEffect(() => {
    if (!signedIn) {
      setFavourite(isFavourite(productId));
      return;
    }
    let cancelled = false;
    mergeBrowserFavourites()
      .then((ids) => {
        if (!cancelled) setFavourite(ids.includes(productId));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [signedIn, productId]);

  /** Answers whether it is a favourite now (the server's word for a customer). */
  const toggle = async (): Promise<boolean> => {
    if (!signedIn) {
      const next = toggleFavourite(productId);
      setFavourite(next);
      return next;
    }
    const wanted = !favourite;
    setFavourite(wanted);
    try {
      const { productIds } = await (wanted ? addServerFavourite(productId) : removeServerFavourite(productId));
      const now = productIds.includes(productId);
      setFavourite(now);
      return now;
    } catch (error) {
      setFavourite(!wanted);
      throw error;
    }
  };

  return { favourite, toggle };
}
