import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from '@harman/auth';
import { lazyPage, NotFound } from '@harman/ui';
import { registerAccountTranslations } from '../i18n/account-translations';
import { UnauthorizedPage } from '../pages/unauthorized-page';
import '../styles/account.css';

registerAccountTranslations();

// A page's code loads on its first visit: the dashboard does not carry the sign-in and registration forms (their
// zod schemas and react-hook-form), nor the other way round. A direct visit gets its page's files with the
// remote's entry (route-chunks.ts).
const login = lazyPage(async () => (await import(/* webpackChunkName: "page-login" */ '../pages/auth/login-page')).LoginPage);
const register = lazyPage(async () => (await import(/* webpackChunkName: "page-register" */ '../pages/auth/register-page')).RegisterPage);
const verify = lazyPage(async () => (await import(/* webpackChunkName: "page-verify" */ '../pages/auth/verify-page')).VerifyPage);
const forgotPassword = lazyPage(async () => (await import(/* webpackChunkName: "page-forgot-password" */ '../pages/auth/forgot-password-page')).ForgotPasswordPage);
const resetPassword = lazyPage(async () => (await import(/* webpackChunkName: "page-reset-password" */ '../pages/auth/reset-password-page')).ResetPasswordPage);
const dashboard = lazyPage(async () => (await import(/* webpackChunkName: "dashboard-layout" */ '../pages/dashboard/dashboard-layout')).DashboardLayout);
const overview = lazyPage(async () => (await import(/* webpackChunkName: "page-overview" */ '../pages/dashboard/overview-page')).OverviewPage);
const profile = lazyPage(async () => (await import(/* webpackChunkName: "page-profile" */ '../pages/dashboard/profile-page')).ProfilePage);
const orders = lazyPage(async () => (await import(/* webpackChunkName: "page-orders" */ '../pages/dashboard/orders-page')).OrdersPage);
const orderDetail = lazyPage(async () => (await import(/* webpackChunkName: "page-order-detail" */ '../pages/dashboard/order-detail-page')).OrderDetailPage);
const addresses = lazyPage(async () => (await import(/* webpackChunkName: "page-addresses" */ '../pages/dashboard/addresses-page')).AddressesPage);
const security = lazyPage(async () => (await import(/* webpackChunkName: "page-security" */ '../pages/dashboard/security-page')).SecurityPage);

/** The account area: authentication pages (spec §2) and the customer dashboard behind sign-in. */
export default function AccountApp() {
  return (
    <div className="remote-root" data-remote="account" data-release={__HARMAN_RELEASE__}>
      <Routes>
        <Route path="/auth/login" element={login} />
        <Route path="/login" element={login} />
        <Route path="/auth/register" element={register} />
        <Route path="/register" element={register} />
        <Route path="/auth/verify" element={verify} />
        <Route path="/auth/forgot-password" element={forgotPassword} />
        <Route path="/forgot-password" element={forgotPassword} />
        <Route path="/auth/reset-password" element={resetPassword} />
        <Route path="/unauthorized" element={<UnauthorizedPage />} />
        <Route path="/dashboard" element={<RequireAuth>{dashboard}</RequireAuth>}>
          <Route index element={overview} />
          <Route path="profile" element={profile} />
          <Route path="orders" element={orders} />
          <Route path="orders/:id" element={orderDetail} />
          <Route path="addresses" element={addresses} />
          <Route path="security" element={security} />
          <Route path="*" element={<NotFound />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
