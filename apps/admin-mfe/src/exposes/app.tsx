import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from '@harman/ui';
import { AdminGuard } from '../features/admin-auth/admin-guard';
import { registerAdminTranslations } from '../i18n/admin-translations';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { AdminLoginPage } from '../pages/admin-login-page';
import { AdminNotificationsPage } from '../pages/admin-notifications-page';

registerAdminTranslations();

/** The staff area below /admin. */
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
              <AdminDashboardPage />
            </AdminGuard>
          }
        />
        <Route
          path="/admin/notifications"
          element={
            <AdminGuard>
              <AdminNotificationsPage />
            </AdminGuard>
          }
        />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
