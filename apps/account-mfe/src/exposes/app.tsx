import { Route, Routes } from 'react-router-dom';
import { NotFound } from '@harman/ui';
import { registerAccountTranslations } from '../i18n/account-translations';
import { UnauthorizedPage } from '../pages/unauthorized-page';

registerAccountTranslations();

/** The account area: authentication pages and the customer dashboard. */
export default function AccountApp() {
  return (
    <div className="remote-root" data-remote="account" data-release={__HARMAN_RELEASE__}>
      <Routes>
        <Route path="/unauthorized" element={<UnauthorizedPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </div>
  );
}
