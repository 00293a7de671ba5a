import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@harman/auth';
import { cartStore } from '@harman/cart';
import { listItemWeight, mediaUrl, splitFullName } from '@harman/contracts';
import { formatPrice, useLanguage } from '@harman/i18n';
import { Button, PageHead, useRemoteData } from '@harman/ui';
import { SectionState } from '../../components/section-state';
import { getFavouriteCount, getOverview, getRecommendations, type Recommendation } from '../../features/dashboard/api/overview';
import { OrderCard } from '../../features/dashboard/order-card';
import { useAccountTranslation } from '../../lib/use-account-translation';

/**
 * /dashboard: greeting, the real figures (orders, active orders, favourites, total spent), quick actions, the 5
 * recent orders, and products the customer has not bought yet, each with a working add-to-cart.
 */
export function OverviewPage() {
  const { t } = useAccountTranslation();
  const [language] = useLanguage();
  const session = useSession();
  // The greeting comes from the session, so the page's heading does not wait for its figures.
  const firstName = session.status === 'authenticated' ? splitFullName(session.user.fullName).firstName : '';
  const overview = useRemoteData(getOverview, []);
  // In the page's language: a switch asks again, the cards staying on screen until the answer arrives.
  const picks = useRemoteData(() => getRecommendations(language), [language]);
  const favourites = useRemoteData(getFavouriteCount, []);
  const [added, setAdded] = useState<string | null>(null);
  const addToCart = (product: Recommendation) => {
    cartStore.add({
      id: product.id,
      name: product.name,
      price: product.price,
      image: mediaUrl(product.image),
      variant: product.variant,
      weight: listItemWeight(product),
    });
    setAdded(product.id);
  };
  return (
    <div className="account-page">
      <PageHead title={t('dashboard.account')} description={t('overview.subtitle')} />
      <h1 className="account-page__title">{t('overview.greeting', { name: firstName || t('overview.fallbackName') })}</h1>
      <p className="account-page__subtitle">{t('overview.subtitle')}</p>
      <SectionState page data={overview} reload={overview.reload}>
        {(data) => (
          <>
            <dl className="account-stats">
              <div><dt>{t('overview.totalOrders')}</dt><dd>{data.stats.totalOrders}</dd></div>
              <div><dt>{t('overview.activeOrders')}</dt><dd>{data.stats.activeOrders}</dd></div>
              <div><dt>{t('overview.favourites')}</dt><dd data-testid="favourite-count">{favourites.status === 'ready' ? favourites.data : '–'}</dd></div>
              <div><dt>{t('overview.totalSpent')}</dt><dd>{formatPrice(data.stats.totalSpentKurus, language)}</dd></div>
            </dl>
            <section className="account-card" aria-labelledby="overview-actions">
              <h2 id="overview-actions">{t('overview.quickActions')}</h2>
              <div className="account-actions">
                <Link className="hm-button hm-button--primary hm-button--md" to="/shop">{t('overview.shop')}</Link>
                <Link className="hm-button hm-button--secondary hm-button--md" to="/dashboard/orders">{t('overview.orders')}</Link>
                <Link className="hm-button hm-button--secondary hm-button--md" to="/dashboard/addresses">{t('overview.addresses')}</Link>
                <Link className="hm-button hm-button--secondary hm-button--md" to="/dashboard/security">{t('overview.security')}</Link>
              </div>
            </section>
            <section className="account-card" aria-labelledby="overview-orders">
              <div className="account-card__head">
                <h2 id="overview-orders">{t('overview.recentOrders')}</h2>
                <Link to="/dashboard/orders">{t('overview.allOrders')}</Link>
              </div>
              {data.recentOrders.length === 0 ? (
                <p className="account-empty">{t('overview.noOrders')} <Link to="/shop">{t('overview.shop')}</Link></p>
              ) : (
                data.recentOrders.map((order) => <OrderCard key={order.id} order={order} expandable={false} />)
              )}
            </section>
          </>
        )}
      </SectionState>
      {picks.status === 'ready' && picks.data.length > 0 ? (
        <section className="account-card" aria-labelledby="overview-picks">
          <h2 id="overview-picks">{t('overview.recommendations')}</h2>
          <ul className="account-picks">
            {picks.data.map((product) => (
              <li key={product.id}>
                {product.image ? <img src={mediaUrl(product.image)} alt={language === 'en' ? product.name : (product.imageAlt ?? product.name)} width={96} height={96} loading="lazy" /> : null}
                <div>
                  <p className="account-picks__name">{product.name}</p>
                  <p className="account-picks__reason">{t(product.reason === 'featured' ? 'overview.reasonFeatured' : 'overview.reasonNewest')}</p>
                  {product.rating !== undefined ? (
                    <p>{t('overview.rating', { rating: product.rating.toLocaleString(language === 'tr' ? 'tr-TR' : 'en-GB', { maximumFractionDigits: 1 }) })}</p>
                  ) : null}
                  <p>{formatPrice(product.price, language)}</p>
                  <div className="account-actions">
                    <Link to={`/shop/${product.slug}`}>{t('overview.view')}</Link>
                    <Button size="sm" onClick={() => addToCart(product)} aria-label={`${t('overview.addToCart')}: ${product.name}`}>
                      {t('overview.addToCart')}
                    </Button>
                  </div>
                  {added === product.id ? <p role="status">{t('overview.added')}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
