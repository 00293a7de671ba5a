import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound, Spinner } from '@harman/ui';
import { AdminGuard } from '../features/admin-auth/admin-guard';
import { registerAdminTranslations } from '../i18n/admin-translations';
import { registerPanelTranslations } from '../i18n/panel-translations';
import { AdminLayout } from '../pages/admin-layout';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminNotificationsPage } from '../pages/admin-notifications-page';
import { AuditPage } from '../pages/audit-page';
import { CustomerPage } from '../pages/customer-page';
import { CustomersPage } from '../pages/customers-page';
import { DashboardHomePage } from '../pages/dashboard-home-page';
import { InboxPage } from '../pages/inbox-page';
import { OrderPage } from '../pages/order-page';
import { OrdersPage } from '../pages/orders-page';
import { ProductEditPage } from '../pages/product-edit-page';
import { ProductsPage } from '../pages/products-page';
import { ReleasesPage } from '../pages/releases-page';
import { ReviewsPage } from '../pages/reviews-page';
import { SettingsPage } from '../pages/settings-page';

// Loaded only when the Raporlar tab opens: the other tabs never download its code.
const ReportsPage = lazy(() => import('../pages/reports-page'));

registerAdminTranslations();
registerPanelTranslations();

/** The staff area below /admin: sign-in, and the panel whose tabs are each a URL under /admin/dashboard. */
export default function AdminApp() {
  return (
    <div className="remote-root" data-remote="admin" data-release={__HARMAN_RELEASE__}>
      <Routes>
        <Route path="/admin" element={<Navigate to="/admin/login" replace />} />
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route
          path="/admin/dashboard"
          element={
            <AdminGuard>
              <AdminLayout />
            </AdminGuard>
          }
        >
          <Route index element={<DashboardHomePage />} />
          <Route path="products" element={<ProductsPage />} />
          <Route path="products/new" element={<ProductEditPage />} />
          <Route path="products/:id" element={<ProductEditPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderPage />} />
          <Route path="customers" element={<CustomersPage />} />
          <Route path="customers/:id" element={<CustomerPage />} />
          <Route path="reports" element={<Suspense fallback={<Spinner />}><ReportsPage /></Suspense>} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="applications" element={<InboxPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="releases" element={<ReleasesPage />} />
          <Route path="notifications" element={<AdminNotificationsPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="/admin/notifications" element={<Navigate to="/admin/dashboard/notifications" replace />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
