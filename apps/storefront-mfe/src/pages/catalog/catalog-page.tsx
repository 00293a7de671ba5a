import type { CatalogResponse } from '@harman/contracts';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { Button, PageHead, Spinner } from '@harman/ui';
import { errorText } from '../../features/catalog/error-text';
import { getCatalog } from '../../features/catalog/get-catalog';
import { localized } from '../../features/catalog/localized';
import { useResource } from '../../hooks/use-resource';
import './catalog.css';

type Category = CatalogResponse['categories'][number];

/** /catalog: the whole range by category as a price list, laid out to print. */
export function CatalogPage() {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const catalog = useResource('catalog', (signal) => getCatalog(signal));

  return (
    <div className="catalog-page hm-container">
      <header className="catalog-page__header">
        <div>
          <PageHead title={t('catalog.title')} description={t('catalog.intro')} />
          <h1>{t('catalog.title')}</h1>
          <p className="catalog-page__intro">{t('catalog.intro')}</p>
        </div>
        <Button variant="secondary" onClick={() => window.print()} className="catalog-page__print" disabled={!catalog.data}>
          {t('catalog.print')}
        </Button>
      </header>
      {catalog.status === 'error' ? (
        <div className="hm-state" role="alert">
          <h2 className="hm-state__title">{t('catalog.error')}</h2>
          <p className="hm-state__text">{errorText(t, catalog.error)}</p>
          <Button onClick={catalog.retry}>{t('catalog.retry')}</Button>
        </div>
      ) : !catalog.data ? (
        <Spinner label={t('catalog.loading')} />
      ) : (
        <>
          {catalog.data.categories.map((category) => (
            <CatalogSection key={category.id} category={category} />
          ))}
          <p className="catalog-page__note">{t('catalog.printedAt', { date: formatDate(new Date(), language) })}</p>
        </>
      )}
    </div>
  );
}

function CatalogSection({ category }: { category: Category }) {
  const { t } = useTranslation('shop');
  const [language] = useLanguage();
  const Heading = category.parentId ? 'h3' : 'h2';
  if (category.parentId === null && category.products.length === 0) {
    // A parent whose products all sit in its children: its heading introduces them.
    return (
      <section className="catalog-section catalog-section--parent">
        <h2>{localized(language, category.name, category.nameEn)}</h2>
        <p className="catalog-section__text">{localized(language, category.description, category.descriptionEn)}</p>
      </section>
    );
  }
  return (
    <section className={category.parentId ? 'catalog-section catalog-section--child' : 'catalog-section'} aria-label={localized(language, category.name, category.nameEn)}>
      <Heading>{localized(language, category.name, category.nameEn)}</Heading>
      <p className="catalog-section__text">{localized(language, category.description, category.descriptionEn)}</p>
      {category.products.length === 0 ? (
        <p>{t('catalog.empty')}</p>
      ) : (
        // Scrolls sideways on a phone rather than widening the page; printed, it is a plain table again.
        <div className="catalog-table__scroll" tabIndex={0} data-testid="catalog-table-scroll">
          <table className="catalog-table">
            <thead>
              <tr>
                <th scope="col">{t('catalog.product')}</th>
                <th scope="col">{t('catalog.sku')}</th>
                <th scope="col">{t('catalog.options')}</th>
                <th scope="col" className="catalog-table__number">{t('catalog.price')}</th>
                <th scope="col">{t('catalog.availability')}</th>
              </tr>
            </thead>
            <tbody>
              {category.products.map((product) => (
                <tr key={product.id}>
                  <th scope="row">
                    {localized(language, product.name, product.nameEn)}
                    {product.subtitle ? <span className="catalog-table__subtitle">{localized(language, product.subtitle, product.subtitleEn)}</span> : null}
                  </th>
                  <td>{product.sku}</td>
                  <td>
                    {product.variants.length > 0
                      ? product.variants.map((variant) => `${localized(language, variant.name, variant.nameEn)}: ${formatPrice(variant.price, language)}`).join(' · ')
                      : `${product.weight} g`}
                  </td>
                  <td className="catalog-table__number">
                    {formatPrice(product.basePrice, language)}
                    {product.comparePrice && product.comparePrice > product.basePrice ? <del>{formatPrice(product.comparePrice, language)}</del> : null}
                  </td>
                  <td>{product.inStock ? t('catalog.inStock') : t('catalog.outOfStock')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
