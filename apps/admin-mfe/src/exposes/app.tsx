import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFound } from '@harman/ui';
import { registerAdminTranslations } from '../i18n/admin-translations';
import { AdminLoginPage } from '../pages/admin-login-page';

registerAdminTranslations();

/** The staff area below /admin. */
export default function AdminApp() {
  return (
    <div className="remote-root" data-remote="admin" data-release={__HARMAN_RELEASE__}>
      <Routes>
        <Route path="/admin" element={<Navigate to="/admin/login" replace />} />
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
