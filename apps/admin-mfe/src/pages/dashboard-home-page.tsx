import { Link } from 'react-router-dom';
import { useSession } from '@harman/auth';
import { formatDate, formatPrice, useLanguage, useTranslation } from '@harman/i18n';
import { PageHead, useRemoteData } from '@harman/ui';
import { RemoteState } from '../components/remote-state';
import { getDashboard } from '../features/dashboard/dashboard-api';

/** Admin › Dashboard: the welcome with the e-mail prefix, four stat cards, last orders, top sellers, quick actions. */
export function DashboardHomePage() {
  const { t } = useTranslation('panel');
  const [language] = useLanguage();
  const session = useSession();
  const data = useRemoteData(getDashboard, []);
  const name = session.status === 'authenticated' ? session.user.email.split('@')[0] : '';
  return (
    <section aria-labelledby="admin-home-title">
      <PageHead title={t('dashboard.title')} />
      <h1 id="admin-home-title">{t('dashboard.title')}</h1>
      <p className="admin-dashboard__welcome">{t('dashboard.welcome', { name })}</p>
      <RemoteState data={data} reload={data.reload}>
        {(summary) => (
          <>
            <dl className="admin-stats">
              <div className="admin-stat"><dt>{t('dashboard.todayRevenue')}</dt><dd>{formatPrice(summary.todayRevenue, language)}</dd></div>
              <div className="admin-stat"><dt>{t('dashboard.awaiting')}</dt><dd>{summary.ordersAwaitingAction}</dd></div>
              <div className="admin-stat"><dt>{t('dashboard.newCustomers')}</dt><dd>{summary.newCustomersThisMonth}</dd></div>
              <div className="admin-stat"><dt>{t('dashboard.lowStock')}</dt><dd>{summary.lowStockProducts}</dd></div>
            </dl>
            <div className="admin-grid-2">
              <div className="admin-card">
                <h2>{t('dashboard.lastOrders')}</h2>
                {summary.lastOrders.length === 0 ? <p className="admin-empty">{t('shell.empty')}</p> : (
                  <ul>
                    {summary.lastOrders.map((order) => (
                      <li key={order.id}>
                        <Link to={`/admin/dashboard/orders/${order.id}`}>{order.number}</Link> · {order.customer} · {formatPrice(order.total, language)} ·{' '}
                        {formatDate(order.createdAt, language, { dateStyle: 'short', timeStyle: 'short' })}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="admin-card">
                <h2>{t('dashboard.topSellers')}</h2>
                {summary.topSellers.length === 0 ? <p className="admin-empty">{t('shell.empty')}</p> : (
                  <ol>
                    {summary.topSellers.map((product) => (
                      <li key={product.id}>
                        <Link to={`/admin/dashboard/products/${product.id}`}>{language === 'en' ? product.nameEn : product.name}</Link> ·{' '}
                        {t('dashboard.units', { count: product.units })} · {formatPrice(product.revenue, language)}
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            </div>
          </>
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
