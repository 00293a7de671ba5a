import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@harman/auth';
import { NotFound } from '@harman/ui';
import { registerAccountTranslations } from '../i18n/account-translations';
import { ForgotPasswordPage } from '../pages/auth/forgot-password-page';
import { LoginPage } from '../pages/auth/login-page';
import { RegisterPage } from '../pages/auth/register-page';
import { ResetPasswordPage } from '../pages/auth/reset-password-page';
import { VerifyPage } from '../pages/auth/verify-page';
import { AddressesPage } from '../pages/dashboard/addresses-page';
import { DashboardLayout } from '../pages/dashboard/dashboard-layout';
import { OrdersPage } from '../pages/dashboard/orders-page';
import { OrderDetailPage } from '../pages/dashboard/order-detail-page';
import { OverviewPage } from '../pages/dashboard/overview-page';
import { ProfilePage } from '../pages/dashboard/profile-page';
import { SecurityPage } from '../pages/dashboard/security-page';
import { UnauthorizedPage } from '../pages/unauthorized-page';
import '../styles/account.css';

registerAccountTranslations();

/** The account area: authentication pages (spec §2) and the customer dashboard behind sign-in. */
export default function AccountApp() {
  return (
    <div className="remote-root" data-remote="account" data-release={__HARMAN_RELEASE__}>
      <Routes>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/auth/register" element={<RegisterPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/auth/verify" element={<VerifyPage />} />
        <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/auth/reset-password" element={<ResetPasswordPage />} />
        <Route path="/unauthorized" element={<UnauthorizedPage />} />
        <Route
          path="/dashboard"
          element={
            <RequireAuth>
              <DashboardLayout />
            </RequireAuth>
          }
        >
          <Route index element={<OverviewPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderDetailPage />} />
          <Route path="addresses" element={<AddressesPage />} />
          <Route path="security" element={<SecurityPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
