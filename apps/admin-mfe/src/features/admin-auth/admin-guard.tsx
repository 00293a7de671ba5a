import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { SessionChecking, useSession, useSessionChecked } from '@harman/auth';
import { useTranslation } from '@harman/i18n';

/**
 * The staff area's guard (spec §6): nobody signed in → /admin/login with 'Bu sayfaya erişmek için giriş
 * yapmalısınız.'; a signed-in customer → /unauthorized. The page itself then confirms with the api.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const checked = useSessionChecked();
  if (session.status === 'authenticated') {
    return session.user.role === 'admin' ? <>{children}</> : <Navigate to="/unauthorized" replace />;
  }
  if (!checked || session.status === 'loading') return <SessionChecking />;
  return <Navigate to="/admin/login" replace state={{ message: t('login.guardMessage') }} />;
}
