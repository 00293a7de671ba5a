import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS, type ProductSummary } from '@harman/contracts';
import { cartStore } from '@harman/cart';
import { useLanguage } from '@harman/i18n';
import { localized } from './localized';

/**
 * Adds a list product (its first variant, when it has variants) and marks it added for the toast time. The name
 * goes in the current language; the price is the list's, which the cart quote then checks against the api. It
 * writes to the store without subscribing to it: a grid has no reason to re-render on every cart change.
 */
export function useAddToCart() {
  const { add } = cartStore;
  const [language] = useLanguage();
  const [addedId, setAddedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const addProduct = useCallback(
    (product: ProductSummary) => {
      const variant = product.defaultVariant;
      add({
        id: product.id,
        name: localized(language, product.name, product.nameEn),
        price: variant?.price ?? product.basePrice,
        image: product.primaryImage?.url,
        variant: variant?.name,
        weight: product.weight,
      });
      setAddedId(product.id);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setAddedId(null), TIMINGS.toastMs);
    },
    [add, language],
  );
  return { addProduct, addedId };
}
