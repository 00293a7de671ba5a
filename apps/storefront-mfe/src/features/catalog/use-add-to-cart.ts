import { useCallback, useEffect, useRef, useState } from 'react';
import { listItemWeight, mediaUrl, TIMINGS, type ProductListItem } from '@harman/contracts';
import { cartStore } from '@harman/cart';

/**
 * Adds a list product (its first variant, when it has variants) and marks it added for the toast time. The name
 * goes in the list's language (the current one); the price is the list's, which the cart quote then checks against the api. It
 * writes to the store without subscribing to it: a grid has no reason to re-render on every cart change.
 */
export function useAddToCart() {
  const { add } = cartStore;
  const [addedId, setAddedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const addProduct = useCallback(
    (product: ProductListItem) => {
      add({
        id: product.id,
        name: product.name,
        price: product.price,
        image: mediaUrl(product.image),
        variant: product.variant,
        weight: listItemWeight(product),
      });
      setAddedId(product.id);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAddedId(null), TIMINGS.toastMs);
    },
    [add],
  );
  return { addProduct, addedId };
}
