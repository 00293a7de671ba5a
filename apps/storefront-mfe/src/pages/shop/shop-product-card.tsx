import { memo } from 'react';
import type { ProductSummary } from '@harman/contracts';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { Badge, ProductCard } from '@harman/ui';
import { imageAlt, localized } from '../../features/catalog/localized';

interface Props {
  product: ProductSummary;
  added: boolean;
  onAdd: (product: ProductSummary) => void;
  priority: boolean;
}

/** A shop grid card: prices with two decimals, the compare price struck through, sale/new/sold-out badges. */
export const ShopProductCard = memo(function ShopProductCard({ product, added, onAdd, priority }: Props) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const name = localized(language, product.name, product.nameEn);
  const price = product.defaultVariant?.price ?? product.basePrice;
  const soldOut = product.stock <= 0;
  const onSale = product.comparePrice !== null && product.comparePrice > price;
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
      subtitle={localized(language, product.subtitle, product.subtitleEn)}
      imageUrl={product.primaryImage?.url}
      imageAlt={imageAlt(language, product.primaryImage?.altText, name)}
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
