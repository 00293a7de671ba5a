import type { ProductDetail } from '@harman/contracts';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { localized } from '../../features/catalog/localized';

/** SKU, currency, category, stock status, weight in grams (the chosen option's pack), and the options with their prices. */
export function ProductSpecs({ product, weight }: { product: ProductDetail; weight: number }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const rows: [string, string][] = [
    [t('product.specs.sku'), product.sku],
    [t('product.specs.currency'), product.currency],
    [t('product.specs.category'), localized(language, product.category.name, product.category.nameEn)],
    [t('product.specs.stockStatus'), product.stock > 0 ? t('product.specs.inStock') : t('product.specs.outOfStock')],
    [t('product.specs.weight'), t('product.specs.grams', { weight })],
  ];
  if (product.variants.length > 0) {
    rows.push([
      t('product.specs.variants'),
      product.variants.map((variant) => `${localized(language, variant.name, variant.nameEn)} (${formatPrice(variant.price, language)})`).join(', '),
    ]);
  }
  return (
    <dl className="product-specs">
      {rows.map(([term, value]) => (
        <div key={term} className="product-specs__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
