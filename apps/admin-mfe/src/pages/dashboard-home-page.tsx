import { Link } from 'react-router-dom';
import { useSession } from '@harman/auth';
import { formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { RemoteState } from '../components/remote-state';
import { getDashboard } from '../features/dashboard/dashboard-api';
import { LastOrders } from '../features/dashboard/last-orders';

/** Admin › Dashboard: the welcome with the e-mail prefix, four stat cards, last orders with their status (and a failed payment), top sellers, quick actions. */
export function DashboardHomePage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const session = useSession();
  const data = useRemoteData(getDashboard, []);
  const summary = data.status === 'ready' ? data.data : undefined;
  const name = session.status === 'authenticated' ? session.user.email.split('@')[0] : '';
  return (
    <section aria-labelledby="admin-home-title">
      <PageHead title={t('dashboard.title')} />
      <h1 id="admin-home-title">{t('dashboard.title')}</h1>
      <p className="admin-dashboard__welcome">{t('dashboard.welcome', { name })}</p>
      {/* The four cards are laid out before the numbers arrive, so nothing below them moves when they do. */}
      <dl className="admin-stats" aria-busy={data.status === 'loading'}>
        <div className="admin-stat"><dt>{t('dashboard.todayRevenue')}</dt><dd>{summary ? formatPrice(summary.todayRevenue, language) : '–'}</dd></div>
        <div className="admin-stat"><dt>{t('dashboard.awaiting')}</dt><dd>{summary ? summary.ordersAwaitingAction : '–'}</dd></div>
        <div className="admin-stat"><dt>{t('dashboard.newCustomers')}</dt><dd>{summary ? summary.newCustomersThisMonth : '–'}</dd></div>
        <div className="admin-stat"><dt>{t('dashboard.lowStock')}</dt><dd>{summary ? summary.lowStockProducts : '–'}</dd></div>
      </dl>
      <RemoteState data={data} reload={data.reload}>
        {(ready) => (
          <div className="admin-grid-2">
            <div className="admin-card">
              <h2>{t('dashboard.lastOrders')}</h2>
              <LastOrders orders={ready.lastOrders} />
            </div>
            <div className="admin-card">
              <h2>{t('dashboard.topSellers')}</h2>
              {ready.topSellers.length === 0 ? <p className="admin-empty">{t('shell.empty')}</p> : (
                <ol>
                  {ready.topSellers.map((product) => (
                    <li key={product.id}>
                      <Link to={`/admin/dashboard/products/${product.id}`}>{language === 'en' ? product.nameEn : product.name}</Link> ·{' '}
                      {t('dashboard.units', { count: product.units })} · {formatPrice(product.revenue, language)}
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        )}
      </RemoteState>
      <h2>{t('dashboard.quickActions')}</h2>
      <div className="admin-quick">
        <Link className="hm-button hm-button--primary hm-button--md" to="/admin/dashboard/products/new">{t('dashboard.newProduct')}</Link>
        <Link className="hm-button hm-button--secondary hm-button--md" to="/admin/dashboard/products?status=out_of_stock">{t('dashboard.viewLowStock')}</Link>
        <Link className="hm-button hm-button--secondary hm-button--md" to="/admin/dashboard/applications">{t('dashboard.openInbox')}</Link>
        <Link className="hm-button hm-button--secondary hm-button--md" to="/admin/dashboard/settings">{t('dashboard.openSettings')}</Link>
      </div>
    </section>
  );
}
