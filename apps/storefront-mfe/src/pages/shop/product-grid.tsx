import type { ProductListItem } from '@harman/contracts';
import { useTranslation } from '@harman/i18n';
import { EAGER_CARDS } from '../../features/catalog/shop-filters';
import { useAddToCart } from '../../features/catalog/use-add-to-cart';
import { ShopProductCard } from './shop-product-card';

export function ProductGrid({ products }: { products: readonly ProductListItem[] }) {
  const { t } = useTranslation('shop');
  const { addProduct, addedId } = useAddToCart();
  const added = addedId ? products.find((product) => product.id === addedId) : undefined;
  return (
    <>
      <ul className="product-grid" data-testid="product-grid">
        {products.map((product, index) => (
          <li key={product.id}>
            <ShopProductCard product={product} added={addedId === product.id} onAdd={addProduct} priority={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <p className="hm-visually-hidden" role="status" aria-live="polite">
        {added ? t('card.addedToast', { name: added.name }) : ''}
      </p>
    </>
  );
}

/** Placeholders of the grid's shape while the first page loads, so nothing jumps when it arrives. */
export function ProductGridSkeleton() {
  return (
    <ul className="product-grid product-grid--skeleton" aria-hidden="true">
      {Array.from({ length: 10 }, (_, index) => (
        <li key={index}>
          <div className="product-skeleton" />
        </li>
      ))}
    </ul>
  );
}
