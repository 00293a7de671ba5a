import { memo } from 'react';
import { mediaUrl, type ProductListItem } from '@harman/contracts';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { Badge, ProductCard } from '@harman/ui';
import { imageAlt } from '../../features/catalog/localized';

interface Props {
  product: ProductListItem;
  added: boolean;
  onAdd: (product: ProductListItem) => void;
  priority: boolean;
}

/** A shop grid card: prices with two decimals, the compare price struck through, sale/new/sold-out badges. */
export const ShopProductCard = memo(function ShopProductCard({ product, added, onAdd, priority }: Props) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  // The list answers in the page's language: name and subtitle are already the shown ones.
  const { name, price } = product;
  const soldOut = product.soldOut === true;
  const onSale = product.comparePrice !== undefined && product.comparePrice > price;
  const badges = (
    <>
      {soldOut ? <Badge tone="muted">{t('card.outOfStock')}</Badge> : null}
      {onSale ? <Badge tone="sale">{t('card.sale')}</Badge> : null}
      {product.newProduct ? <Badge tone="new">{t('card.new')}</Badge> : null}
      {product.bestseller ? <Badge tone="accent">{t('card.bestseller')}</Badge> : null}
    </>
  );
  return (
    <ProductCard
      to={`/shop/${product.slug}`}
      name={name}
      subtitle={product.subtitle ?? null}
      imageUrl={mediaUrl(product.image)}
      imageAlt={imageAlt(language, product.imageAlt, name)}
      price={formatPrice(price, language)}
      comparePrice={onSale ? formatPrice(product.comparePrice!, language) : null}
      badges={badges}
      soldOut={soldOut}
      addLabel={t('card.addToCart')}
      addedLabel={added ? t('card.added') : null}
      addAriaLabel={t('card.addAria', { name })}
      onAdd={() => onAdd(product)}
      priority={priority}
    />
  );
});
