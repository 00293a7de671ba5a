import type { ProductDetail } from '@harman/contracts';
import { useLanguage, useTranslation } from '@harman/i18n';
import { Badge } from '@harman/ui';
import { localized } from '../../features/catalog/localized';

/** Category, bestseller, featured and new badges, and the savings badge when the compare price is higher. */
export function ProductBadges({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const price = product.defaultVariant?.price ?? product.basePrice;
  const percent = product.comparePrice && product.comparePrice > price ? Math.round((1 - price / product.comparePrice) * 100) : 0;
  return (
    <div className="product-badges">
      <Badge>{localized(language, product.category.name, product.category.nameEn)}</Badge>
      {product.bestseller ? <Badge tone="accent">{t('product.bestseller')}</Badge> : null}
      {product.featured ? <Badge tone="accent">{t('product.featured')}</Badge> : null}
      {product.newProduct ? <Badge tone="new">{t('product.new')}</Badge> : null}
      {percent > 0 ? <Badge tone="sale">{t('product.savings', { percent })}</Badge> : null}
      {product.stock <= 0 ? <Badge tone="muted">{t('product.soldOut')}</Badge> : null}
    </div>
  );
}
