import { Navigate, Route, Routes } from 'react-router-dom';
import { lazyPage, NotFound } from '@harman/ui';
import { AdminGuard } from '../features/admin-auth/admin-guard';
import { registerAdminTranslations } from '../i18n/admin-translations';
import { registerPanelTranslations } from '../i18n/panel-translations';

// Each page's code loads on its first visit (a tab never downloads the others'); a direct visit gets its page's
// files with the remote's entry (route-chunks.ts).
const layout = lazyPage(async () => (await import(/* webpackChunkName: "dashboard-layout" */ '../pages/admin-layout')).AdminLayout);
const login = lazyPage(async () => (await import(/* webpackChunkName: "page-login" */ '../pages/admin-login-page')).AdminLoginPage);
const home = lazyPage(async () => (await import(/* webpackChunkName: "page-home" */ '../pages/dashboard-home-page')).DashboardHomePage);
const products = lazyPage(async () => (await import(/* webpackChunkName: "page-products" */ '../pages/products-page')).ProductsPage);
const productEdit = lazyPage(async () => (await import(/* webpackChunkName: "page-product-edit" */ '../pages/product-edit-page')).ProductEditPage);
const orders = lazyPage(async () => (await import(/* webpackChunkName: "page-orders" */ '../pages/orders-page')).OrdersPage);
const order = lazyPage(async () => (await import(/* webpackChunkName: "page-order" */ '../pages/order-page')).OrderPage);
const customers = lazyPage(async () => (await import(/* webpackChunkName: "page-customers" */ '../pages/customers-page')).CustomersPage);
const customer = lazyPage(async () => (await import(/* webpackChunkName: "page-customer" */ '../pages/customer-page')).CustomerPage);
const reports = lazyPage(async () => (await import(/* webpackChunkName: "page-reports" */ '../pages/reports-page')).default);
const settings = lazyPage(async () => (await import(/* webpackChunkName: "page-settings" */ '../pages/settings-page')).SettingsPage);
const inbox = lazyPage(async () => (await import(/* webpackChunkName: "page-applications" */ '../pages/inbox-page')).InboxPage);
const reviews = lazyPage(async () => (await import(/* webpackChunkName: "page-reviews" */ '../pages/reviews-page')).ReviewsPage);
const audit = lazyPage(async () => (await import(/* webpackChunkName: "page-audit" */ '../pages/audit-page')).AuditPage);
const releases = lazyPage(async () => (await import(/* webpackChunkName: "page-releases" */ '../pages/releases-page')).ReleasesPage);
const notifications = lazyPage(async () => (await import(/* webpackChunkName: "page-notifications" */ '../pages/admin-notifications-page')).AdminNotificationsPage);

registerAdminTranslations();
registerPanelTranslations();

/** The staff area below /admin: sign-in, and the panel whose tabs are each a URL under /admin/dashboard. */
export default function AdminApp() {
  return (
    <div className="remote-root" data-remote="admin" data-release={__HARMAN_RELEASE__}>
      <Routes>
        <Route path="/admin" element={<Navigate to="/admin/login" replace />} />
        <Route path="/admin/login" element={login} />
        <Route path="/admin/dashboard" element={<AdminGuard>{layout}</AdminGuard>}>
          <Route index element={home} />
          <Route path="products" element={products} />
          <Route path="products/new" element={productEdit} />
          <Route path="products/:id" element={productEdit} />
          <Route path="orders" element={orders} />
          <Route path="orders/:id" element={order} />
          <Route path="customers" element={customers} />
          <Route path="customers/:id" element={customer} />
          <Route path="reports" element={reports} />
          <Route path="settings" element={settings} />
          <Route path="applications" element={inbox} />
          <Route path="reviews" element={reviews} />
          <Route path="audit" element={audit} />
          <Route path="releases" element={releases} />
          <Route path="notifications" element={notifications} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="/admin/notifications" element={<Navigate to="/admin/dashboard/notifications" replace />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
