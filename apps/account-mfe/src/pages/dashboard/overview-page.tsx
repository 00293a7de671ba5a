import { Link } from 'react-router-dom';
import { formatPrice, useLanguage } from '@harman/i18n';
import { PageHead } from '@harman/ui';
import { SectionState } from '../../components/section-state';
import { getOverview, getRecommendations } from '../../features/dashboard/api/overview';
import { OrderCard } from '../../features/dashboard/order-card';
import { useAccountTranslation } from '../../lib/use-account-translation';
import { useRemoteData } from '../../lib/use-remote-data';

/** /dashboard: greeting, real order figures (none until checkout exists), quick actions, recent orders, picks. */
export function OverviewPage() {
  const { t } = useAccountTranslation();
  const [language] = useLanguage();
  const overview = useRemoteData(getOverview, []);
  const picks = useRemoteData(getRecommendations, []);
  return (
    <div className="account-page">
      <PageHead title={t('dashboard.account')} description={t('overview.subtitle')} />
      <SectionState data={overview} reload={overview.reload}>
        {(data) => (
          <>
            <h1 className="account-page__title">{t('overview.greeting', { name: data.firstName ?? t('overview.fallbackName') })}</h1>
            <p className="account-page__subtitle">{t('overview.subtitle')}</p>
            <dl className="account-stats">
              <div><dt>{t('overview.totalOrders')}</dt><dd>{data.stats.totalOrders}</dd></div>
              <div><dt>{t('overview.activeOrders')}</dt><dd>{data.stats.activeOrders}</dd></div>
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
      {picks.status === 'ready' && picks.data.items.length > 0 ? (
        <section className="account-card" aria-labelledby="overview-picks">
          <h2 id="overview-picks">{t('overview.recommendations')}</h2>
          <ul className="account-picks">
            {picks.data.items.map((product) => (
              <li key={product.id}>
                {product.primaryImage ? <img src={product.primaryImage.url} alt={product.primaryImage.altText} width={96} height={96} loading="lazy" /> : null}
                <div>
                  <p className="account-picks__name">{language === 'en' ? product.nameEn : product.name}</p>
                  <p>{formatPrice(product.basePrice, language)}</p>
                  <Link to={`/shop/${product.slug}`}>{t('overview.view')}</Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
